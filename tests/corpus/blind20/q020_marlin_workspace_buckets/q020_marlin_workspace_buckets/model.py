from __future__ import annotations

import torch
import torch.nn.functional as F

from .marlin import MarlinLinear


class W4A16MLP(torch.nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up = MarlinLinear(hidden, 2 * inter)
        self.down = MarlinLinear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        g, u = self.gate_up(x).chunk(2, dim=-1)
        return self.down(F.silu(g) * u)


torch.manual_seed(0)
mlp = torch.compile(W4A16MLP(), fullgraph=True)
