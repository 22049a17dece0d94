from __future__ import annotations

import functools
import logging

import torch

logger = logging.getLogger(__name__)

_WARNED: set[str] = set()


def warn_once(msg: str, *args) -> None:
    """Log ``msg`` the first time it is seen in this process."""
    if msg in _WARNED:
        return
    _WARNED.add(msg)
    logger.warning(msg, *args)


@functools.cache
def device_capability() -> tuple[int, int]:
    if not torch.cuda.is_available():
        return (0, 0)
    return torch.cuda.get_device_capability()


def cutlass_fp4_supported() -> bool:
    major, minor = device_capability()
    return major * 10 + minor >= 100
