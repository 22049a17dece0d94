from __future__ import annotations

import functools
import logging
import os

import torch

logger = logging.getLogger(__name__)


def get_int_env_var(name: str, default: int) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    try:
        return int(value)
    except ValueError:
        return default


@functools.lru_cache(maxsize=None)
def print_warning_once(msg: str) -> None:
    logger.warning(msg)


def next_power_of_2(n: int) -> int:
    return 1 << (n - 1).bit_length() if n > 0 else 1


def cdiv(a, b):
    return -(a // -b)


def is_pin_memory_available() -> bool:
    return torch.cuda.is_available()
