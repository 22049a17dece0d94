import functools
import time
from collections import defaultdict
from typing import Callable, Dict, List

_KERNEL_TIMINGS: Dict[str, List[float]] = defaultdict(list)
_KERNEL_CALLS: Dict[str, int] = defaultdict(int)


def kernel_timings() -> Dict[str, float]:
    out = {}
    for name, samples in _KERNEL_TIMINGS.items():
        if samples:
            out[name] = sum(samples) / len(samples)
    return out


def reset_kernel_stats() -> None:
    _KERNEL_TIMINGS.clear()
    _KERNEL_CALLS.clear()


def record_kernel(name: str) -> Callable:
    """Attach per-kernel wall clock statistics to an elementwise kernel."""

    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            _KERNEL_TIMINGS[name].append(time.perf_counter() - start)
            _KERNEL_CALLS[name] += 1
            return out

        wrapper.kernel_name = name
        return wrapper

    return decorator
