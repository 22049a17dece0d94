import torch
import torch.nn as nn
import torch.nn.functional as F

from .communication_op import (
    get_tensor_model_parallel_world_size,
    init_communication,
    tensor_model_parallel_all_reduce,
)
from .config import ServerArgs


class MergedColumnParallelLinear(nn.Module):
    def __init__(self, input_size: int, output_sizes):
        super().__init__()
        tp = get_tensor_model_parallel_world_size()
        self.output_sizes = [s // tp for s in output_sizes]
        self.weight = nn.Parameter(torch.randn(sum(self.output_sizes), input_size) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight)


class RowParallelLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int):
        super().__init__()
        tp = get_tensor_model_parallel_world_size()
        self.weight = nn.Parameter(torch.randn(output_size, input_size // tp) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return tensor_model_parallel_all_reduce(F.linear(x, self.weight))


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = MergedColumnParallelLinear(hidden_size, [intermediate_size] * 2)
        self.down_proj = RowParallelLinear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


def build_mlp(args: ServerArgs) -> LlamaMLP:
    init_communication(args.parallel, rank=0)
    return LlamaMLP(args.hidden_size, args.intermediate_size)


mlp = build_mlp(ServerArgs())
compiled_mlp = torch.compile(mlp, fullgraph=True)
