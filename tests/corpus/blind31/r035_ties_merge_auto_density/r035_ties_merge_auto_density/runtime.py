from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from . import ties


@dataclass(frozen=True)
class TiesConfig:
    density: Optional[float] = None
    lam: float = 1.0


class _TiesMergeCache:
    """Re-runs TIES only when the resident task deltas were swapped."""

    def __init__(self):
        self._key = None
        self._value = None

    @staticmethod
    def _fingerprint(deltas, density: float):
        return (density,) + tuple(d.data_ptr() for d in deltas)

    def get_or_merge(self, deltas, density: float) -> torch.Tensor:
        key = self._fingerprint(deltas, density)
        if key != self._key:
            self._value = ties.ties_merge(deltas, density)
            self._key = key
        return self._value


_MERGE_CACHE = _TiesMergeCache()


class TiesMergedLinear(nn.Module):
    def __init__(self, hidden: int = 8, n_tasks: int = 3, cfg: TiesConfig = TiesConfig()):
        super().__init__()
        self.cfg = cfg
        self.base = nn.Linear(hidden, hidden)
        self.task_deltas = nn.ParameterList(
            nn.Parameter(0.05 * torch.randn(hidden, hidden), requires_grad=False)
            for _ in range(n_tasks)
        )

    def merged_weight(self) -> torch.Tensor:
        deltas = list(self.task_deltas)
        merged = _MERGE_CACHE.get_or_merge(deltas, self.cfg.density)
        return self.base.weight + self.cfg.lam * merged

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.linear(x, self.merged_weight(), self.base.bias)


_layer = TiesMergedLinear()


def _step(x: torch.Tensor) -> torch.Tensor:
    return torch.tanh(_layer(x))


merged_step = torch.compile(_step, fullgraph=True)
