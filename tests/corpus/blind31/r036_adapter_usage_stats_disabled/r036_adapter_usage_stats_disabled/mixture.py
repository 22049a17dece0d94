from __future__ import annotations

import torch
from torch import nn

from .stats import TRACKER


class LoRAExpert(nn.Module):
    def __init__(self, hidden: int, rank: int):
        super().__init__()
        self.a = nn.Parameter(torch.randn(rank, hidden) * 0.02)
        self.b = nn.Parameter(torch.randn(hidden, rank) * 0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x @ self.a.t()) @ self.b.t()


class MixtureOfLoRA(nn.Module):
    def __init__(self, names, hidden: int = 8, rank: int = 2):
        super().__init__()
        self.names = tuple(names)
        self.gate = nn.Linear(hidden, len(self.names), bias=False)
        self.experts = nn.ModuleList(LoRAExpert(hidden, rank) for _ in self.names)

    def _gate(self, x: torch.Tensor) -> torch.Tensor:
        weights = torch.softmax(self.gate(x), dim=-1)
        TRACKER.record(self.names, weights)
        return weights

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        weights = self._gate(x)
        outs = torch.stack([e(x) for e in self.experts], dim=-1)
        return (outs * weights.unsqueeze(1)).sum(dim=-1)
