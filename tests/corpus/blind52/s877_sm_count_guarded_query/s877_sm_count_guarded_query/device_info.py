import functools
from typing import Tuple

import torch

from . import envs

_CPU_FALLBACK_NUM_SMS = 8


@functools.lru_cache(maxsize=None)
def get_device_sm_count(device_index: int = 0) -> int:
    override = envs.persistent_gemm_num_sms_override()
    if override is not None:
        return override
    if torch.cuda.is_available():
        return torch.cuda.get_device_properties(device_index).multi_processor_count
    return _CPU_FALLBACK_NUM_SMS


@functools.lru_cache(maxsize=None)
def get_device_capability(device_index: int = 0) -> Tuple[int, int]:
    if torch.cuda.is_available():
        return torch.cuda.get_device_capability(device_index)
    return (0, 0)


def supports_tma(device_index: int = 0) -> bool:
    return get_device_capability(device_index)[0] >= 9
