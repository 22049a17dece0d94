"""Kernel registry keyed by (scheme, activation dtype, M bucket).

Kernels register themselves at import time; the lookup is cached per key and
honours ``Q019_FORCE_KERNEL`` for debugging.
"""
from __future__ import annotations

import enum
import functools
import math
import os
from dataclasses import dataclass
from typing import Callable

import torch


class QuantScheme(enum.Enum):
    INT8_W8A8 = "int8_w8a8"
    FP8_W8A8 = "fp8_w8a8"
    W4A16 = "w4a16"


@dataclass(frozen=True)
class KernelEntry:
    name: str
    fn: Callable
    min_m: int = 1
    priority: int = 0


_REGISTRY: dict[tuple[QuantScheme, torch.dtype], list[KernelEntry]] = {}
_BY_NAME: dict[str, KernelEntry] = {}


def register_kernel(scheme: QuantScheme, dtypes: tuple[torch.dtype, ...], *, min_m: int = 1, priority: int = 0):
    def deco(fn: Callable) -> Callable:
        entry = KernelEntry(fn.__name__, fn, min_m, priority)
        for dt in dtypes:
            _REGISTRY.setdefault((scheme, dt), []).append(entry)
        _BY_NAME[entry.name] = entry
        return fn

    return deco


def m_bucket(m: int) -> int:
    return 1 << max(0, math.ceil(math.log2(max(m, 1))))


@functools.lru_cache(maxsize=256)
def select_kernel(scheme: QuantScheme, dtype: torch.dtype, bucket: int) -> KernelEntry:
    forced = os.environ.get("Q019_FORCE_KERNEL")
    if forced and forced in _BY_NAME:
        return _BY_NAME[forced]
    candidates = [e for e in _REGISTRY.get((scheme, dtype), ()) if bucket >= e.min_m]
    if not candidates:
        raise LookupError(f"no kernel for {scheme.value} / {dtype} / M<={bucket}")
    candidates.sort(key=lambda e: (e.priority, e.min_m), reverse=True)
    return candidates[0]


def dispatch(scheme: QuantScheme, x: torch.Tensor, *args):
    entry = select_kernel(scheme, x.dtype, m_bucket(x.shape[0]))
    return entry.fn(x, *args)
