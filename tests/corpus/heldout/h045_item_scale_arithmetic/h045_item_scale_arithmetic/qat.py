import torch
from torch import nn

from .fp8_sim import fake_quant_fp8


class FakeQuantLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int) -> None:
        super().__init__()
        self.linear = nn.Linear(in_f, out_f)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.linear(fake_quant_fp8(x), fake_quant_fp8(self.linear.weight), self.linear.bias)


qlinear = FakeQuantLinear(8, 4)
qlinear_compiled = torch.compile(qlinear, fullgraph=True)
