from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .communication_op import (
    tensor_model_parallel_all_gather,
    tensor_model_parallel_all_reduce,
)


@dataclass(frozen=True)
class ParallelConfig:
    tp_size: int = 1
    tp_rank: int = 0


def divide(numerator: int, denominator: int) -> int:
    assert numerator % denominator == 0, f"{numerator} is not divisible by {denominator}"
    return numerator // denominator


class ColumnParallelLinear(nn.Module):
    def __init__(self, input_size, output_size, parallel_config, bias=True, gather_output=False):
        super().__init__()
        self.gather_output = gather_output
        self.output_size_per_partition = divide(output_size, parallel_config.tp_size)
        self.weight = nn.Parameter(torch.randn(self.output_size_per_partition, input_size) * 0.02)
        self.bias = nn.Parameter(torch.zeros(self.output_size_per_partition)) if bias else None

    def forward(self, input_: torch.Tensor) -> torch.Tensor:
        output_parallel = F.linear(input_, self.weight, self.bias)
        if self.gather_output:
            return tensor_model_parallel_all_gather(output_parallel)
        return output_parallel


class RowParallelLinear(nn.Module):
    def __init__(self, input_size, output_size, parallel_config, bias=True, reduce_results=True):
        super().__init__()
        self.reduce_results = reduce_results
        self.input_size_per_partition = divide(input_size, parallel_config.tp_size)
        self.weight = nn.Parameter(torch.randn(output_size, self.input_size_per_partition) * 0.02)
        self.bias = nn.Parameter(torch.zeros(output_size)) if bias else None

    def forward(self, input_: torch.Tensor) -> torch.Tensor:
        output_parallel = F.linear(input_, self.weight)
        if self.reduce_results:
            output = tensor_model_parallel_all_reduce(output_parallel)
        else:
            output = output_parallel
        if self.bias is not None:
            output = output + self.bias
        return output
