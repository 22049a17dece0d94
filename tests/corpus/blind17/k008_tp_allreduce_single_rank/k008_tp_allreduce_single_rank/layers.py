from __future__ import annotations

import torch
from torch import nn

from .distributed import (
    get_tensor_model_parallel_world_size,
    tensor_model_parallel_all_reduce,
)
from .distributed.parallel_state import initialize_model_parallel


class ColumnParallelLinear(nn.Linear):
    def __init__(self, in_features: int, out_features: int):
        tp = get_tensor_model_parallel_world_size()
        super().__init__(in_features, out_features // tp, bias=False)


class RowParallelLinear(nn.Linear):
    def __init__(self, in_features: int, out_features: int, reduce_results: bool = True):
        self.tp_size = get_tensor_model_parallel_world_size()
        super().__init__(in_features // self.tp_size, out_features, bias=False)
        self.reduce_results = reduce_results

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = super().forward(x)
        if self.reduce_results:
            out = tensor_model_parallel_all_reduce(out)
        return out


class ParallelMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up_proj = ColumnParallelLinear(hidden, 2 * inter)
        self.down_proj = RowParallelLinear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(torch.nn.functional.silu(gate) * up)


initialize_model_parallel()
compiled_mlp = torch.compile(ParallelMLP(), fullgraph=True)
