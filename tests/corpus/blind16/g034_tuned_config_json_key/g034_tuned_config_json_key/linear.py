import torch
from torch import nn

from .quant import BlockInt8Method


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.1)
        self.bias = nn.Parameter(torch.zeros(out_features))
        self.quant_method = BlockInt8Method()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


qlinear = torch.compile(QuantLinear(16, 8), fullgraph=True)
