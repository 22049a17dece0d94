import torch
from torch import nn

from .layers import StochasticResidual


class TinyBlock(nn.Module):
    def __init__(self, d: int = 8) -> None:
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.ff = nn.Linear(d, d)
        self.res = StochasticResidual(p=0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.res(self.ff(self.ln(x)), x)


block = TinyBlock()
block_compiled = torch.compile(block, fullgraph=True)
