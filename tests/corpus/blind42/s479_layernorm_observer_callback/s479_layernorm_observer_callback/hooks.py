"""Lightweight per-layer observers (used by the scheduler's step profiler)."""
from typing import Callable, List

import torch

NormObserver = Callable[[str, torch.Tensor], None]

_NORM_OBSERVERS: List[NormObserver] = []


def register_norm_observer(cb: NormObserver) -> None:
    _NORM_OBSERVERS.append(cb)


def notify_norm(prefix: str, out: torch.Tensor) -> None:
    for cb in _NORM_OBSERVERS:
        cb(prefix, out)
