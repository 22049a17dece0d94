from __future__ import annotations

import torch
from torch import nn

from .profiling import TIMER, current_request_id, region


class MLPBlock(nn.Module):
    def __init__(self, dim: int, inter: int, idx: int):
        super().__init__()
        self.idx = idx
        self.norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, inter)
        self.fc2 = nn.Linear(inter, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with region(f"block{self.idx}.mlp"):
            t0 = TIMER.start()
            out = x + self.fc2(nn.functional.gelu(self.fc1(self.norm(x))))
            TIMER.stop(f"block{self.idx}", t0)
        return out


class ModelWorker:
    def __init__(self, dim: int = 16, inter: int = 32, depth: int = 2):
        torch.manual_seed(0)
        self.blocks = nn.ModuleList(MLPBlock(dim, inter, i) for i in range(depth)).eval()

    @torch.compile(fullgraph=True)
    def execute(self, hidden: torch.Tensor) -> torch.Tensor:
        tag = current_request_id()
        with region(f"execute[{tag}]"):
            for block in self.blocks:
                hidden = block(hidden)
        return hidden
