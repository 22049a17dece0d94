from __future__ import annotations

import functools
from typing import Callable, TypeVar

import torch

F = TypeVar("F", bound=Callable)


def cdiv(a: int, b: int) -> int:
    return -(a // -b)


def host_side(fn: F) -> F:
    """Mark bookkeeping that mutates CPU-side block metadata."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return torch.compiler.disable(wrapper)
