import torch
from torch import nn

from .quant_method import Fp8DynamicMethod


class Fp8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.1)
        self.weight_scale = nn.Parameter(torch.ones(()))
        self.quant_method = Fp8DynamicMethod()

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)
