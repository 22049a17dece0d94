from __future__ import annotations

import torch
import torch.nn as nn

from .all_reduce import make_all_reduce


class RowParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, tp_size: int = 1):
        super().__init__()
        self.tp_size = tp_size
        self.linear = nn.Linear(in_features // tp_size, out_features, bias=False)
        self._all_reduce = make_all_reduce(tp_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.linear(x)
        return self._all_reduce(out)
