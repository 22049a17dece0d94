import torch
from torch import nn

from .layers import Qwen2DecoderLayer, RMSNorm
from .profiling import annotate


class Qwen2ForCausalLM(nn.Module):
    def __init__(
        self,
        hidden_size: int = 8,
        num_heads: int = 2,
        intermediate_size: int = 16,
        num_layers: int = 2,
        vocab_size: int = 32,
    ):
        super().__init__()
        self.layers = nn.ModuleList(
            Qwen2DecoderLayer(hidden_size, num_heads, intermediate_size, i)
            for i in range(num_layers)
        )
        self.norm = RMSNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    @annotate("lm_head")
    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.lm_head(self.norm(hidden_states))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.compute_logits(hidden_states)


compiled_model = torch.compile(Qwen2ForCausalLM(), fullgraph=True)
