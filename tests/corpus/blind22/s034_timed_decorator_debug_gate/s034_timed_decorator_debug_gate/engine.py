from __future__ import annotations

import torch
import torch.nn as nn

from .layers import Block


class TinyLM(nn.Module):
    def __init__(self, dim: int = 16, num_heads: int = 4, depth: int = 2):
        super().__init__()
        self.blocks = nn.ModuleList(Block(dim, num_heads) for _ in range(depth))
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            x = blk(x)
        return self.norm(x)


_model = TinyLM().eval()


def forward_step(hidden: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _model(hidden)


step = torch.compile(forward_step, fullgraph=True)
