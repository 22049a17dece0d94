import torch
from torch import nn

from .layers import Block


class TinyModel(nn.Module):
    def __init__(self, n: int = 16, depth: int = 2):
        super().__init__()
        self.blocks = nn.ModuleList([Block(n) for _ in range(depth)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = block(x)
        return x


def build():
    return torch.compile(TinyModel(), fullgraph=True)
