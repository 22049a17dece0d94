"""Context managers that pin numerics around individual kernels."""
from __future__ import annotations

import contextlib
from typing import Iterator

import torch

_VALID = ("highest", "high", "medium")


@contextlib.contextmanager
def matmul_precision(level: str) -> Iterator[None]:
    """Temporarily set the fp32 matmul precision (TF32 off for 'highest').

    Router logits are tiny GEMMs whose top-k is sensitive to TF32 rounding, so
    they are computed at full precision even when the model enables TF32.
    """
    if level not in _VALID:
        raise ValueError(f"unknown matmul precision {level!r}")
    prev = torch.get_float32_matmul_precision()
    if prev == level:
        yield
        return
    torch.set_float32_matmul_precision(level)
    try:
        yield
    finally:
        torch.set_float32_matmul_precision(prev)


@contextlib.contextmanager
def no_autocast(device_type: str = "cpu") -> Iterator[None]:
    with torch.autocast(device_type, enabled=False):
        yield
