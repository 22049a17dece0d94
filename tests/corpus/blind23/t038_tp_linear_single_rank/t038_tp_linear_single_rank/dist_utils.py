from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Optional

import torch
import torch.distributed as dist


@dataclass(frozen=True)
class ParallelContext:
    rank: int
    world_size: int
    group: Optional[object] = None

    @property
    def is_parallel(self) -> bool:
        return self.world_size > 1


def current_context() -> ParallelContext:
    if dist.is_available() and dist.is_initialized():
        return ParallelContext(dist.get_rank(), dist.get_world_size(), dist.group.WORLD)
    return ParallelContext(rank=0, world_size=1)


def reduce_in_fp32() -> bool:
    # operators flip this at runtime to debug TP numerics without a restart
    return os.environ.get("SERVE_TP_REDUCE_FP32", "0") == "1"


def all_reduce(t: torch.Tensor, ctx: ParallelContext) -> torch.Tensor:
    if not ctx.is_parallel:
        return t
    orig_dtype = t.dtype
    if reduce_in_fp32():
        t = t.float()
    dist.all_reduce(t, group=ctx.group)
    return t.to(orig_dtype)


def all_gather_last_dim(t: torch.Tensor, ctx: ParallelContext) -> torch.Tensor:
    if not ctx.is_parallel:
        return t
    parts = [torch.empty_like(t) for _ in range(ctx.world_size)]
    dist.all_gather(parts, t, group=ctx.group)
    return torch.cat(parts, dim=-1)
