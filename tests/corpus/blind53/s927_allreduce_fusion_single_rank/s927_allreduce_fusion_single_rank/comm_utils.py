import logging
import time
from typing import Optional

import torch
import torch.distributed as dist
from torch.distributed import ProcessGroup

logger = logging.getLogger(__name__)


def _default_group() -> Optional[ProcessGroup]:
    try:
        return dist.distributed_c10d._get_default_group()
    except (ValueError, RuntimeError):
        return None


def get_world_size(group: Optional[ProcessGroup] = None) -> int:
    if not dist.is_available() or not dist.is_initialized():
        return 1
    return dist.get_world_size(group if group is not None else _default_group())


def get_rank(group: Optional[ProcessGroup] = None) -> int:
    if not dist.is_available() or not dist.is_initialized():
        return 0
    return dist.get_rank(group)


@torch.compiler.disable
def _blocking_all_reduce(tensor: torch.Tensor, group: Optional[ProcessGroup]) -> torch.Tensor:
    start = time.perf_counter()
    dist.all_reduce(tensor, group=group)
    logger.debug("all_reduce of %s took %.3f ms", tuple(tensor.shape), (time.perf_counter() - start) * 1e3)
    return tensor


def all_reduce_if_needed(tensor: torch.Tensor, group: Optional[ProcessGroup] = None) -> torch.Tensor:
    if get_world_size(group) == 1:
        return tensor
    return _blocking_all_reduce(tensor, group)
