from __future__ import annotations

import torch
from torch import nn

from .slots import AdapterSlotTable


class LoRARunner(nn.Module):
    def __init__(self, hidden: int = 8, rank: int = 2, n_slots: int = 4):
        super().__init__()
        self.base = nn.Linear(hidden, hidden)
        self.table = AdapterSlotTable(n_slots, hidden, rank)
        self.active_slot = 0

    def apply_adapter(self, x: torch.Tensor) -> torch.Tensor:
        a, b, scale = self.table.snapshot(self.active_slot)
        return (x @ a.t()) @ b.t() * scale

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.base(x) + self.apply_adapter(x)


def build_runner() -> LoRARunner:
    global _RUNNER
    _RUNNER = LoRARunner()
    _RUNNER.table.load(0, "support-bot", torch.randn(2, 8) * 0.02, torch.randn(8, 2) * 0.02, 2.0)
    return _RUNNER


_RUNNER = None


@torch.compile(fullgraph=True)
def decode(x: torch.Tensor) -> torch.Tensor:
    return torch.softmax(_RUNNER(x), dim=-1)
