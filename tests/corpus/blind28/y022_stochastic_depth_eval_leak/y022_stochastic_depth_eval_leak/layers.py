import random

import torch
from torch import nn


class StochasticDepth(nn.Module):
    """Drops a whole residual branch for the batch with probability ``p``.

    Batch-level ("row" mode off) variant: one coin flip per call, cheaper than
    building a per-sample mask.
    """

    def __init__(self, p: float):
        super().__init__()
        self.p = p

    def _keep_branch(self) -> bool:
        return random.random() >= self.p

    def forward(self, branch_out: torch.Tensor) -> torch.Tensor:
        if self.p == 0.0:
            return branch_out
        if not self._keep_branch():
            return torch.zeros_like(branch_out)
        return branch_out / (1.0 - self.p)


class FeedForward(nn.Module):
    def __init__(self, dim: int, mult: int = 2):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.up = nn.Linear(dim, dim * mult)
        self.down = nn.Linear(dim * mult, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.nn.functional.silu(self.up(self.norm(x))))


class ResidualBlock(nn.Module):
    def __init__(self, dim: int, drop_rate: float):
        super().__init__()
        self.ff = FeedForward(dim)
        self.drop_path = StochasticDepth(drop_rate)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.drop_path(self.ff(x))
