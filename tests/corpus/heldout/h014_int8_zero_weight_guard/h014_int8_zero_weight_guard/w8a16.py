import torch
from torch import nn

from .quant_utils import quantize_int8


class W8A16Linear(nn.Module):
    """Weight-only int8 linear that re-quantizes on the fly (QAT-style)."""

    def __init__(self, in_features: int, out_features: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, scale = quantize_int8(self.weight)
        return x @ (q.to(x.dtype) * scale).t()


linear = W8A16Linear(8, 4)
linear_compiled = torch.compile(linear, fullgraph=True)
