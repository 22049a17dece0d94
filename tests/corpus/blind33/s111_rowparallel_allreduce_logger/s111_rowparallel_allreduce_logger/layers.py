"""Column/row parallel linear layers."""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import communicator
from .parallel_state import get_tp_rank, get_tp_world_size


def divide(numerator: int, denominator: int) -> int:
    assert numerator % denominator == 0, f"{numerator} not divisible by {denominator}"
    return numerator // denominator


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, gather_output: bool = False):
        super().__init__()
        self.tp_size = get_tp_world_size()
        self.out_per_partition = divide(out_features, self.tp_size)
        self.gather_output = gather_output
        self.weight = nn.Parameter(torch.randn(self.out_per_partition, in_features) * 0.02)
        self.bias = nn.Parameter(torch.zeros(self.out_per_partition))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.linear(x, self.weight, self.bias)
        if self.gather_output:
            out = communicator.get_tp_communicator().all_gather(out)
        return out


class RowParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, reduce_results: bool = True):
        super().__init__()
        self.tp_size = get_tp_world_size()
        self.tp_rank = get_tp_rank()
        self.in_per_partition = divide(in_features, self.tp_size)
        self.reduce_results = reduce_results
        self.weight = nn.Parameter(torch.randn(out_features, self.in_per_partition) * 0.02)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.linear(x, self.weight)
        if self.reduce_results:
            out = communicator.get_tp_communicator().all_reduce(out)
        # bias added once, after the reduction
        return out + self.bias
