from __future__ import annotations

import functools
from typing import Callable, TypeVar

import torch

F = TypeVar("F", bound=Callable)


def host_side(fn: F) -> F:
    """Mark bookkeeping that talks to Python state so compiled code leaves it alone."""
    wrapped = torch.compiler.disable(fn, recursive=True)
    return functools.wraps(fn)(wrapped)


def divisible(n: int, by: int) -> int:
    return (n + by - 1) // by * by
