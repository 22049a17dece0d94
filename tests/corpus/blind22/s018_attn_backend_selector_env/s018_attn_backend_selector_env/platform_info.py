import functools
import importlib.util
import sys
from typing import Optional, Tuple

import torch


@functools.cache
def has_package(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def device_capability() -> Optional[Tuple[int, int]]:
    if not torch.cuda.is_available():
        return None
    return torch.cuda.get_device_capability()


def capability_as_int() -> int:
    cap = device_capability()
    return -1 if cap is None else cap[0] * 10 + cap[1]


def is_linux() -> bool:
    return sys.platform.startswith("linux")
