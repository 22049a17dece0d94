"""Sequence-parallel collectives.

The NCCL calls below go through the c10d process group directly; they are
kept out of the traced region so that the graph stays comm-free.
"""
import torch
import torch.distributed as dist

from .parallel_state import get_sp_group, get_sp_world_size


@torch.compiler.disable
def sequence_parallel_all_gather(x: torch.Tensor, dim: int = 0) -> torch.Tensor:
    world_size = get_sp_world_size()
    if world_size == 1:
        return x
    out = x.new_empty((world_size * x.shape[0],) + tuple(x.shape[1:]))
    dist.all_gather_into_tensor(out, x.contiguous(), group=get_sp_group())
    if dim != 0:
        out = out.movedim(0, dim)
    return out


@torch.compiler.disable
def sequence_parallel_reduce_scatter(x: torch.Tensor) -> torch.Tensor:
    world_size = get_sp_world_size()
    if world_size == 1:
        return x
    out = x.new_empty((x.shape[0] // world_size,) + tuple(x.shape[1:]))
    dist.reduce_scatter_tensor(out, x.contiguous(), group=get_sp_group())
    return out
