from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_state import (
    get_tensor_model_parallel_rank,
    get_tensor_model_parallel_world_size,
    tensor_model_parallel_all_gather,
    tensor_model_parallel_all_reduce,
)


def divide(numerator: int, denominator: int) -> int:
    if numerator % denominator != 0:
        raise ValueError(f"{numerator} is not divisible by {denominator}")
    return numerator // denominator


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, gather_output: bool = False):
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        self.tp_rank = get_tensor_model_parallel_rank()
        self.out_per_partition = divide(out_features, self.tp_size)
        self.gather_output = gather_output
        self.weight = nn.Parameter(torch.randn(self.out_per_partition, in_features) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.linear(x, self.weight)
        if self.gather_output:
            out = tensor_model_parallel_all_gather(out)
        return out


class RowParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, reduce_results: bool = True):
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        self.in_per_partition = divide(in_features, self.tp_size)
        self.reduce_results = reduce_results
        self.weight = nn.Parameter(torch.randn(out_features, self.in_per_partition) * 0.1)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.linear(x, self.weight)
        if self.reduce_results and self.tp_size > 1:
            out = tensor_model_parallel_all_reduce(out)
        # bias is added once, after the reduction, on every rank
        return out + self.bias
