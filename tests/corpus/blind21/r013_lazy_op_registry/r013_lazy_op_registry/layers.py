"""Transformer MLP block whose hot ops go through the registry."""
from __future__ import annotations

import torch
from torch import nn

from .registry import OPS


class RMSNorm(nn.Module):
    def __init__(self, hidden: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return OPS.get("rms_norm")(x, self.weight, self.eps)


class GatedMLP(nn.Module):
    def __init__(self, hidden: int, inter: int) -> None:
        super().__init__()
        self.gate_up = nn.Linear(hidden, 2 * inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(OPS.get("silu_and_mul")(self.gate_up(x)))


class MLPBlock(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16) -> None:
        super().__init__()
        self.norm = RMSNorm(hidden)
        self.mlp = GatedMLP(hidden, inter)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.mlp(self.norm(x))


compiled = torch.compile(MLPBlock(), fullgraph=True)
