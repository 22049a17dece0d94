import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_state import get_tp_group, initialize_model_parallel, tensor_model_parallel_all_reduce


class RowParallelLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int):
        super().__init__()
        self.tp_size = get_tp_group().world_size
        self.weight = nn.Parameter(torch.randn(output_size, input_size // self.tp_size) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.linear(x, self.weight)
        if self.tp_size > 1:
            out = tensor_model_parallel_all_reduce(out)
        return out


initialize_model_parallel(tp_size=2, rank=0)
_down_proj = RowParallelLinear(input_size=16, output_size=8)


@torch.compile(fullgraph=True)
def fused_down_proj_residual(act: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
    return residual + _down_proj(act)
