import torch
from torch import nn

from .awq import AWQConfig, AWQLinearMethod


class AWQLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: AWQConfig):
        super().__init__()
        self.quant_method = AWQLinearMethod(quant_config)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class TinyDecoder(nn.Module):
    def __init__(self, hidden: int, quant_config: AWQConfig):
        super().__init__()
        self.qkv = AWQLinear(hidden, 3 * hidden, quant_config)
        self.o_proj = AWQLinear(hidden, hidden, quant_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        attn = torch.softmax(q @ k.t() / q.shape[-1] ** 0.5, dim=-1) @ v
        return x + self.o_proj(attn)


class ModelRunner:
    def __init__(self, hidden: int = 8):
        self.model = TinyDecoder(hidden, AWQConfig())

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
