from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .communication_op import tensor_model_parallel_all_gather, tensor_model_parallel_all_reduce
from .parallel_state import get_tensor_model_parallel_rank, get_tensor_model_parallel_world_size


def divide(numerator: int, denominator: int) -> int:
    assert numerator % denominator == 0, f"{numerator} is not divisible by {denominator}"
    return numerator // denominator


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, gather_output: bool = False):
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        self.out_per_partition = divide(out_features, self.tp_size)
        self.gather_output = gather_output
        self.weight = nn.Parameter(torch.randn(self.out_per_partition, in_features) * 0.1)

    def forward(self, x):
        out = F.linear(x, self.weight)
        return tensor_model_parallel_all_gather(out) if self.gather_output else out


class RowParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, reduce_results: bool = True):
        super().__init__()
        self.tp_rank = get_tensor_model_parallel_rank()
        self.in_per_partition = divide(in_features, get_tensor_model_parallel_world_size())
        self.reduce_results = reduce_results
        self.weight = nn.Parameter(torch.randn(out_features, self.in_per_partition) * 0.1)

    def forward(self, x):
        out = F.linear(x, self.weight)
        if self.reduce_results and get_tensor_model_parallel_world_size() > 1:
            out = tensor_model_parallel_all_reduce(out)
        return out


class ParallelMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up = ColumnParallelLinear(hidden, 2 * inter)
        self.down = RowParallelLinear(inter, hidden, reduce_results=False)
        self.post_norm = nn.LayerNorm(hidden)

    def forward(self, x):
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        y = self.down(F.silu(gate) * up)
        return self.post_norm(tensor_model_parallel_all_reduce(y) + x)
