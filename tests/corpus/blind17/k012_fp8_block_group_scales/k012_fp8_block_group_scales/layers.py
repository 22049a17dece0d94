"""Linear layer whose math is delegated to the quant method."""
from __future__ import annotations

import torch
from torch import nn

from .config import QuantizationConfig


class Fp8BlockLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: QuantizationConfig, bias: bool = True):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.quant_method = quant_config.get_quant_method(self)
        self.quant_method.create_weights(self, in_features, out_features)
        self.bias = nn.Parameter(torch.zeros(out_features), requires_grad=False) if bias else None

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)
