from __future__ import annotations

import functools
import time
from collections import defaultdict
from typing import Callable, Dict, List

_TIMINGS: Dict[str, List[float]] = defaultdict(list)


def get_timings() -> Dict[str, List[float]]:
    return dict(_TIMINGS)


def reset_timings() -> None:
    _TIMINGS.clear()


def timed(name: str) -> Callable:
    """Record wall-clock duration of the wrapped call under ``name``."""

    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                _TIMINGS[name].append(time.perf_counter() - start)

        return wrapper

    return decorator
