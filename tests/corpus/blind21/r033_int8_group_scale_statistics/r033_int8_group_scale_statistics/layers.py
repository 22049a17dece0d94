from __future__ import annotations

import torch
from torch import nn

from .quant import get_quant_method


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant: str = "int8_group") -> None:
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.quant_method = get_quant_method(quant, group_size=8)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)
