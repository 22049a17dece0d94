import functools
import os
from typing import List

_NVIDIA_PROC_ROOT = "/proc/driver/nvidia/gpus"


@functools.lru_cache(maxsize=None)
def _visible_gpu_bus_ids() -> List[str]:
    if not os.path.isdir(_NVIDIA_PROC_ROOT):
        return []
    return sorted(os.listdir(_NVIDIA_PROC_ROOT))


@functools.lru_cache(maxsize=None)
def is_full_nvlink(world_size: int) -> bool:
    bus_ids = _visible_gpu_bus_ids()
    if len(bus_ids) < world_size:
        return False
    return world_size <= 8


def can_use_custom_all_reduce(world_size: int, max_bytes: int) -> bool:
    if world_size not in (2, 4, 6, 8):
        return False
    return max_bytes > 0 and is_full_nvlink(world_size)
