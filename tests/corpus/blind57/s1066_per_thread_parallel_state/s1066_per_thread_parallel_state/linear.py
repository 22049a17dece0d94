from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .distributed import (
    get_tensor_model_parallel_rank,
    get_tensor_model_parallel_world_size,
    init_worker_parallel_state,
    tensor_model_parallel_all_reduce,
)


class ColumnParallelLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int) -> None:
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        self.weight = nn.Parameter(torch.randn(output_size // self.tp_size, input_size) * 0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight)


class RowParallelLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, reduce_results: bool = True) -> None:
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        self.tp_rank = get_tensor_model_parallel_rank()
        self.reduce_results = reduce_results
        self.weight = nn.Parameter(torch.randn(output_size, input_size // self.tp_size) * 0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.linear(x, self.weight)
        if self.reduce_results:
            out = tensor_model_parallel_all_reduce(out)
        return out


class ParallelMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int) -> None:
        super().__init__()
        self.gate_up_proj = ColumnParallelLinear(hidden_size, 2 * intermediate_size)
        self.down_proj = RowParallelLinear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


init_worker_parallel_state(tp_rank=0, tp_size=1)
mlp = torch.compile(ParallelMLP(8, 32), fullgraph=True)
