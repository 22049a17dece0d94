import torch
from torch import nn

from .layers import ResidualBlock
from .schedule import DropPathSchedule


class Encoder(nn.Module):
    def __init__(self, dim: int = 16, depth: int = 3, drop_path: float = 0.1):
        super().__init__()
        sched = DropPathSchedule(depth, drop_path)
        self.blocks = nn.ModuleList(
            ResidualBlock(dim, sched.rate(i)) for i in range(depth)
        )
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            x = blk(x)
        return self.norm(x)


compiled = torch.compile(Encoder().eval(), fullgraph=True)
