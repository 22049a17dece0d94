from __future__ import annotations

import torch
from torch import nn

from .config import Fp8Config
from .quant import Fp8LinearMethod


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_method, bias: bool = True) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02, requires_grad=False)
        self.bias = nn.Parameter(torch.zeros(out_features), requires_grad=False) if bias else None
        self.quant_method = quant_method

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class Fp8MLP(nn.Module):
    def __init__(self, hidden: int, intermediate: int, config: Fp8Config) -> None:
        super().__init__()
        method = Fp8LinearMethod(config)
        self.up = QuantLinear(hidden, intermediate, method)
        self.down = QuantLinear(intermediate, hidden, method)
        self.act = nn.SiLU()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(self.act(self.up(x)))


mlp = Fp8MLP(8, 16, Fp8Config())
compiled_mlp = torch.compile(mlp, fullgraph=True)
