import torch
import torch.distributed as dist

from .stats import COMM_STATS


def _world_size(group=None) -> int:
    if not dist.is_available() or not dist.is_initialized():
        return 1
    return dist.get_world_size(group)


def _nbytes(t: torch.Tensor) -> int:
    return t.numel() * t.element_size()


def all_reduce(t: torch.Tensor, group=None) -> torch.Tensor:
    COMM_STATS.record("all_reduce", _nbytes(t))
    if _world_size(group) == 1:
        return t
    dist.all_reduce(t, group=group)
    return t


def reduce_scatter(t: torch.Tensor, dim: int = 1, group=None) -> torch.Tensor:
    world = _world_size(group)
    COMM_STATS.record("reduce_scatter", _nbytes(t))
    if world == 1:
        return t
    out = torch.empty_like(t.chunk(world, dim=dim)[0])
    dist.reduce_scatter_tensor(out, t, group=group)
    return out
