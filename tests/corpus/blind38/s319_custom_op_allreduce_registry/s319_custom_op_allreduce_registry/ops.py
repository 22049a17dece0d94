"""Collectives exposed as custom ops so graphs see one opaque node per collective."""
import logging
import time

import torch
import torch.distributed as dist

logger = logging.getLogger(__name__)
_COMM_LOG = []


def _world() -> int:
    return dist.get_world_size() if dist.is_available() and dist.is_initialized() else 1


@torch.library.custom_op("corpus_s319::tp_all_reduce", mutates_args=())
def tp_all_reduce(x: torch.Tensor) -> torch.Tensor:
    start = time.perf_counter()
    out = x.clone()
    if _world() > 1:
        dist.all_reduce(out)
    _COMM_LOG.append(("all_reduce", out.numel(), time.perf_counter() - start))
    logger.debug("all_reduce numel=%d", out.numel())
    return out


@tp_all_reduce.register_fake
def _(x):
    return torch.empty_like(x)


@torch.library.custom_op("corpus_s319::tp_all_gather", mutates_args=())
def tp_all_gather(x: torch.Tensor, dim: int) -> torch.Tensor:
    world = _world()
    if world == 1:
        return x.clone()
    parts = [torch.empty_like(x) for _ in range(world)]
    dist.all_gather(parts, x.contiguous())
    return torch.cat(parts, dim=dim)


@tp_all_gather.register_fake
def _(x, dim):
    return torch.empty_like(x)
