import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_state import (
    get_tensor_model_parallel_rank,
    get_tensor_model_parallel_world_size,
    tensor_model_parallel_all_reduce,
)


def divide(numerator: int, denominator: int) -> int:
    assert numerator % denominator == 0, f"{numerator} is not divisible by {denominator}"
    return numerator // denominator


class ColumnParallelLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, bias: bool = False):
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        self.output_size_per_partition = divide(output_size, self.tp_size)
        self.weight = nn.Parameter(torch.randn(self.output_size_per_partition, input_size) * 0.02)
        self.bias = nn.Parameter(torch.zeros(self.output_size_per_partition)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)


class RowParallelLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, bias: bool = False,
                 reduce_results: bool = True):
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        self.tp_rank = get_tensor_model_parallel_rank()
        self.input_size_per_partition = divide(input_size, self.tp_size)
        self.reduce_results = reduce_results
        self.weight = nn.Parameter(torch.randn(output_size, self.input_size_per_partition) * 0.02)
        self.bias = nn.Parameter(torch.zeros(output_size)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        bias = self.bias if self.tp_rank == 0 else None
        output_parallel = F.linear(x, self.weight, bias)
        if self.reduce_results and self.tp_size > 1:
            return tensor_model_parallel_all_reduce(output_parallel)
        return output_parallel


class TensorParallelMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = ColumnParallelLinear(hidden_size, 2 * intermediate_size)
        self.down_proj = RowParallelLinear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        gate, up = gate_up.chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)
