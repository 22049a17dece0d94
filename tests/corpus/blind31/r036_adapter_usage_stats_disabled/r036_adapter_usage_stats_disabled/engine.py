from __future__ import annotations

import torch
from torch import nn

from .mixture import MixtureOfLoRA


class AdapterEngine(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.proj = nn.Linear(hidden, hidden)
        self.mol = MixtureOfLoRA(["sql", "legal", "medical"], hidden)

    @torch.compile(fullgraph=True)
    def forward_decode(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        return self.proj(h) + self.mol(h)
