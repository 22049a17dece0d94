"""Small helpers shared by the parallel layers."""
from __future__ import annotations

import functools
import warnings


@functools.lru_cache(maxsize=None)
def warn_once(msg: str) -> None:
    warnings.warn(msg, RuntimeWarning, stacklevel=3)


def cdiv(a: int, b: int) -> int:
    return -(a // -b)
