from __future__ import annotations

import functools
import os
from typing import Optional

import torch.distributed as dist

_TP_GROUP: Optional["dist.ProcessGroup"] = None


def initialize_model_parallel(tp_size: int) -> None:
    global _TP_GROUP
    world = dist.get_world_size()
    if world % tp_size:
        raise ValueError(f"world size {world} not divisible by tp size {tp_size}")
    rank = dist.get_rank()
    start = rank // tp_size * tp_size
    _TP_GROUP = dist.new_group(list(range(start, start + tp_size)))
    get_tensor_model_parallel_world_size.cache_clear()


def get_tp_group():
    return _TP_GROUP


@functools.lru_cache(maxsize=None)
def get_tensor_model_parallel_world_size() -> int:
    if not dist.is_available() or not dist.is_initialized():
        return int(os.environ.get("Q010_FAKE_TP_SIZE", "1"))
    return dist.get_world_size(group=_TP_GROUP)


def get_tensor_model_parallel_rank() -> int:
    if not dist.is_available() or not dist.is_initialized():
        return 0
    return dist.get_rank(group=_TP_GROUP)
