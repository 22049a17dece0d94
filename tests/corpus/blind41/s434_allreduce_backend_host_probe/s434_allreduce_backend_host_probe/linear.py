import torch
import torch.nn.functional as F
from torch import nn

from .comm_backends import tensor_model_parallel_all_reduce


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, tp_size: int = 1):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features // tp_size, in_features) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight)


class RowParallelLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, tp_size: int = 1,
                 reduce_results: bool = True, disable_custom_ar: bool = False):
        super().__init__()
        self.tp_size = tp_size
        self.reduce_results = reduce_results
        self.disable_custom_ar = disable_custom_ar
        self.weight = nn.Parameter(torch.randn(out_features, in_features // tp_size) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = F.linear(x, self.weight)
        if self.reduce_results:
            out = tensor_model_parallel_all_reduce(out, self.tp_size, self.disable_custom_ar)
        return out
