import functools
import os
from typing import Optional

import torch


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


def next_power_of_2(n: int) -> int:
    return 1 << (n - 1).bit_length() if n > 0 else 1


@functools.lru_cache(maxsize=8)
def get_num_sms(device_index: Optional[int] = None) -> int:
    """Number of persistent programs to launch: SMs on GPU, cores on CPU."""
    if torch.cuda.is_available():
        return torch.cuda.get_device_properties(device_index or 0).multi_processor_count
    return os.cpu_count() or 1
