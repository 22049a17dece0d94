from __future__ import annotations

import torch

from .gemm import TiledLinear


class FeedForward(torch.nn.Module):
    def __init__(self, hidden: int = 32, inter: int = 64) -> None:
        super().__init__()
        self.gate_up = TiledLinear(hidden, 2 * inter, bias=False)
        self.down = TiledLinear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up)


compiled = torch.compile(FeedForward(), fullgraph=True)
