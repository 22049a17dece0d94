from __future__ import annotations

import torch
from torch import nn

from . import parallel_state as ps
from .tp_layers import ColumnParallelLinear, RowParallelLinear


class ParallelMLP(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.gate_up = ColumnParallelLinear(hidden, 2 * inter)
        self.down = RowParallelLinear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up)


class DecodeRunner:
    def __init__(self, hidden: int = 16, inter: int = 32, tp_size: int = 1):
        ps.initialize_model_parallel(tp_size)
        torch.manual_seed(0)
        self.mlp = ParallelMLP(hidden, inter).eval()
        self.norm = nn.LayerNorm(hidden)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        h = self.norm(hidden_states)
        return residual + self.mlp(h)


runner = DecodeRunner()
decode_step = torch.compile(runner.forward_decode, fullgraph=True)
