"""Model runner: attention output projection + residual, decode step."""
from __future__ import annotations

import torch
import torch.nn as nn

from .collectives import Reducer
from .config import PARALLEL_CONFIG


class RowParallelOProj(nn.Module):
    def __init__(self, hidden: int, tp: int):
        super().__init__()
        self.proj = nn.Linear(hidden // tp, hidden, bias=False)
        self.reducer = Reducer()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.reducer.all_reduce(self.proj(x), tag="o_proj")


class DecodeRunner:
    def __init__(self, hidden: int = 16):
        tp = PARALLEL_CONFIG.tensor_parallel_size
        self.norm = nn.LayerNorm(hidden)
        self.o_proj = RowParallelOProj(hidden, tp)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        out = self.o_proj(self.norm(hidden_states))
        return out + residual


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
