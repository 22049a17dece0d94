from __future__ import annotations

import torch
from torch import nn

from .adapters import AdapterBank, AdapterSpec
from .router import CentroidRouter

DEFAULT_SPECS = (
    AdapterSpec("math", rank=4, alpha=8.0),
    AdapterSpec("code", rank=4, alpha=8.0),
    AdapterSpec("chat", rank=2, alpha=4.0),
)


class RoutedBlock(nn.Module):
    def __init__(self, hidden: int = 8, specs=DEFAULT_SPECS):
        super().__init__()
        self.base = nn.Linear(hidden, hidden)
        self.bank = AdapterBank(specs, hidden, hidden)
        self.router = CentroidRouter(len(self.bank), hidden)

    def _adapter_delta(self, x: torch.Tensor) -> torch.Tensor:
        idx = self.router.select(x)
        return self.bank.get(idx).delta(x)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.base(x)
        h = h + self._adapter_delta(x)
        return torch.nn.functional.silu(h)


compiled_block = torch.compile(RoutedBlock(), fullgraph=True)
