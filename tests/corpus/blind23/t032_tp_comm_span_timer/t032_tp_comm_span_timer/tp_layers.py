from __future__ import annotations

import torch
from torch import nn

from . import parallel_state as ps


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        tp = ps.get_tp_group().world_size
        assert out_features % tp == 0
        self.weight = nn.Parameter(torch.randn(out_features // tp, in_features) * 0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.linear(x, self.weight)


class RowParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, reduce_results: bool = True):
        super().__init__()
        tp = ps.get_tp_group().world_size
        assert in_features % tp == 0
        self.weight = nn.Parameter(torch.randn(out_features, in_features // tp) * 0.02)
        self.reduce_results = reduce_results

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = torch.nn.functional.linear(x, self.weight)
        if self.reduce_results:
            out = ps.tensor_model_parallel_all_reduce(out)
        return out
