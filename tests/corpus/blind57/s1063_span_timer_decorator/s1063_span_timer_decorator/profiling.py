"""Light-weight span timing used by the scheduler's step metrics."""
from __future__ import annotations

import functools
import time
from collections import defaultdict
from contextlib import contextmanager
from typing import Callable, DefaultDict, Dict, List, TypeVar

F = TypeVar("F", bound=Callable)

_SPAN_DURATIONS: DefaultDict[str, List[float]] = defaultdict(list)
_MAX_SAMPLES = 1024


@contextmanager
def record_span(name: str):
    start = time.perf_counter()
    try:
        yield
    finally:
        samples = _SPAN_DURATIONS[name]
        samples.append(time.perf_counter() - start)
        if len(samples) > _MAX_SAMPLES:
            del samples[: len(samples) - _MAX_SAMPLES]


def traced(name: str) -> Callable[[F], F]:
    """Decorator form of :func:`record_span`."""

    def decorator(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with record_span(name):
                return fn(*args, **kwargs)

        return wrapper  # type: ignore[return-value]

    return decorator


def span_summary() -> Dict[str, float]:
    return {k: sum(v) / len(v) for k, v in _SPAN_DURATIONS.items() if v}
