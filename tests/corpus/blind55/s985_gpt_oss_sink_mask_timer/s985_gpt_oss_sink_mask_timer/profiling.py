import functools
import time
from collections import defaultdict
from typing import Callable, DefaultDict, List

_LATENCY_STATS: DefaultDict[str, List[float]] = defaultdict(list)


def record_latency(name: str) -> Callable:
    """Accumulate wall-clock latency of the wrapped function under ``name``."""

    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            _LATENCY_STATS[name].append(time.perf_counter() - start)
            return out

        return wrapper

    return decorator


def latency_summary() -> dict:
    return {
        name: {"count": len(vals), "mean_ms": 1e3 * sum(vals) / max(len(vals), 1)}
        for name, vals in _LATENCY_STATS.items()
    }


def reset_latency_stats() -> None:
    _LATENCY_STATS.clear()
