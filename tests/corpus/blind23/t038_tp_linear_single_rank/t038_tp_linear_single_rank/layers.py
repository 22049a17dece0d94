from __future__ import annotations

import torch
from torch import nn

from .dist_utils import ParallelContext, all_gather_last_dim, all_reduce, reduce_in_fp32


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int, ctx: ParallelContext, gather_output: bool = False):
        super().__init__()
        self.ctx = ctx
        self.gather_output = gather_output
        self.weight = nn.Parameter(torch.randn(out_f // ctx.world_size, in_f) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = nn.functional.linear(x, self.weight)
        if self.gather_output:
            out = all_gather_last_dim(out, self.ctx)
        return out


class RowParallelLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int, ctx: ParallelContext):
        super().__init__()
        self.ctx = ctx
        self.weight = nn.Parameter(torch.randn(out_f, in_f // ctx.world_size) * 0.05)
        self.bias = nn.Parameter(torch.zeros(out_f))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = nn.functional.linear(x, self.weight)
        if reduce_in_fp32():
            out = out.float()
        out = all_reduce(out, self.ctx)
        # bias is added once, after the reduction
        return out.to(x.dtype) + self.bias
