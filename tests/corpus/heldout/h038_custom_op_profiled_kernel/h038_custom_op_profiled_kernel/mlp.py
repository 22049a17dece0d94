import torch
from torch import nn

from .ops import silu_and_mul


class MergedMLP(nn.Module):
    def __init__(self, d: int = 8, ffn: int = 16) -> None:
        super().__init__()
        self.gate_up = nn.Linear(d, 2 * ffn, bias=False)
        self.down = nn.Linear(ffn, d, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(silu_and_mul(self.gate_up(x)))


mlp = MergedMLP()
mlp_compiled = torch.compile(mlp, fullgraph=True)
