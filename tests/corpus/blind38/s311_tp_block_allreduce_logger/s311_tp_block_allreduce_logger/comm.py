import logging

import torch
import torch.distributed as dist

from .parallel_state import get_tp_world_size

logger = logging.getLogger(__name__)


def tensor_model_parallel_all_reduce(x: torch.Tensor) -> torch.Tensor:
    """All-reduce over the TP group; a no-op when running on one rank."""
    world_size = get_tp_world_size()
    if world_size == 1:
        logger.debug("tp all-reduce skipped (world_size=1), shape=%s", tuple(x.shape))
        return x
    dist.all_reduce(x)
    return x


def tensor_model_parallel_all_gather(x: torch.Tensor, dim: int = -1) -> torch.Tensor:
    world_size = get_tp_world_size()
    if world_size == 1:
        return x
    chunks = [torch.empty_like(x) for _ in range(world_size)]
    dist.all_gather(chunks, x)
    return torch.cat(chunks, dim=dim)
