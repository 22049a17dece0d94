import torch
from torch import nn

from .fp8 import Fp8Config


class ReplicatedLinear(nn.Module):
    def __init__(self, input_size, output_size, quant_config, prefix=""):
        super().__init__()
        self.prefix = prefix
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_size)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class TinyDecoder(nn.Module):
    def __init__(self, hidden: int, vocab: int, quant_config):
        super().__init__()
        self.norm = nn.RMSNorm(hidden, eps=1e-6)
        self.o_proj = ReplicatedLinear(hidden, hidden, quant_config, prefix="o_proj")
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, hidden_states):
        h = self.o_proj(self.norm(hidden_states)) + hidden_states
        return self.lm_head(h)


class ModelRunner:
    def __init__(self, hidden: int = 8, vocab: int = 32):
        self.model = TinyDecoder(hidden, vocab, Fp8Config())
        self.model.eval()

    @torch.inference_mode()
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.model(hidden_states)
        return logits.float()


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
