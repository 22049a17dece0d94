from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .linear import ColumnParallelLinear, RowParallelLinear
from .parallel_state import tensor_model_parallel_all_reduce


class ParallelMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 32, fuse_reduce: bool = False):
        super().__init__()
        self.up = ColumnParallelLinear(hidden, 2 * inter)
        # with fuse_reduce the residual add happens before the all-reduce
        self.down = RowParallelLinear(inter, hidden, reduce_results=not fuse_reduce)
        self.fuse_reduce = fuse_reduce

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        gate, up = self.up(hidden_states).chunk(2, dim=-1)
        out = self.down(F.silu(gate) * up)
        if self.fuse_reduce:
            out = tensor_model_parallel_all_reduce(out)
        return hidden_states + out


mlp = ParallelMLP(fuse_reduce=True)
forward = torch.compile(mlp.forward, fullgraph=True)
