"""Sequence-parallel region ops with single-rank fallbacks."""
import torch
import torch.distributed as dist

from .timing import comm_timer


def _sp_world() -> int:
    return dist.get_world_size() if dist.is_available() and dist.is_initialized() else 1


def gather_from_sequence_parallel_region(x: torch.Tensor, seq_dim: int = 1) -> torch.Tensor:
    world = _sp_world()
    if world == 1:
        return x
    with comm_timer("all_gather"):
        parts = [torch.empty_like(x) for _ in range(world)]
        dist.all_gather(parts, x.contiguous())
    return torch.cat(parts, dim=seq_dim)


def reduce_scatter_to_sequence_parallel_region(x: torch.Tensor, seq_dim: int = 1) -> torch.Tensor:
    world = _sp_world()
    with comm_timer("reduce_scatter"):
        if world == 1:
            return x
        out = torch.empty_like(x.chunk(world, dim=seq_dim)[0])
        dist.reduce_scatter_tensor(out, x.contiguous())
    return out
