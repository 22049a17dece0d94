import torch
from torch import nn

from .comm import tensor_model_parallel_all_gather, tensor_model_parallel_all_reduce
from .parallel_state import get_tp_world_size


def divide(numerator: int, denominator: int) -> int:
    assert numerator % denominator == 0, f"{numerator} not divisible by {denominator}"
    return numerator // denominator


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_features, out_features, bias=True, gather_output=False):
        super().__init__()
        self.tp_size = get_tp_world_size()
        self.out_per_partition = divide(out_features, self.tp_size)
        self.gather_output = gather_output
        self.weight = nn.Parameter(torch.randn(self.out_per_partition, in_features) * 0.02)
        self.bias = nn.Parameter(torch.zeros(self.out_per_partition)) if bias else None

    def forward(self, x):
        out = nn.functional.linear(x, self.weight, self.bias)
        if self.gather_output:
            out = tensor_model_parallel_all_gather(out)
        return out


class RowParallelLinear(nn.Module):
    def __init__(self, in_features, out_features, bias=True, reduce_results=True):
        super().__init__()
        self.tp_size = get_tp_world_size()
        self.in_per_partition = divide(in_features, self.tp_size)
        self.reduce_results = reduce_results
        self.weight = nn.Parameter(torch.randn(out_features, self.in_per_partition) * 0.02)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    def forward(self, x):
        out = nn.functional.linear(x, self.weight)
        if self.reduce_results and self.tp_size >= 1:
            out = tensor_model_parallel_all_reduce(out)
        if self.bias is not None:
            out = out + self.bias
        return out
