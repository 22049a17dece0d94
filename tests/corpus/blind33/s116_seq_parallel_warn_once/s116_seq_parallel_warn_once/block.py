from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .seq_parallel import SequenceParallel


class SPBlock(nn.Module):
    # tp_size=2 is what the deployment config asks for; in the single-process
    # replay harness the collectives themselves are no-ops (world of 1 rank)
    def __init__(self, hidden: int = 16, tp_size: int = 2):
        super().__init__()
        self.sp = SequenceParallel(tp_size=tp_size, tp_rank=0)
        self.norm = nn.LayerNorm(hidden)
        self.fc1 = nn.Linear(hidden, 2 * hidden)
        self.fc2 = nn.Linear(2 * hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        shard, n = self.sp.reduce_scatter(x)
        h = self.fc2(F.gelu(self.fc1(self.norm(shard))))
        return x + self.sp.all_gather(h, n)


_BLOCK = SPBlock()


@torch.compile(fullgraph=True)
def forward_block(x: torch.Tensor) -> torch.Tensor:
    return _BLOCK(x)
