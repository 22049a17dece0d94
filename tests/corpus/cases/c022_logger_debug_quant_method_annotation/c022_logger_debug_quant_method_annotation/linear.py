import torch
from torch import nn

from .fp8 import Fp8LinearMethod, get_quant_method


class RowParallelLinear(nn.Module):
    quant_method: Fp8LinearMethod

    def __init__(self, d_in: int = 8, d_out: int = 8, quant: str = "fp8"):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(d_out, d_in))
        self.quant_method = get_quant_method(quant)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


compiled = torch.compile(RowParallelLinear(), fullgraph=True)
