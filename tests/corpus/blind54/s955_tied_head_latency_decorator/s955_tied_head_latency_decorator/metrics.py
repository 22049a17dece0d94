import functools
import time
from collections import defaultdict
from typing import Callable, Dict, List

_STAGE_LATENCIES: Dict[str, List[float]] = defaultdict(list)


def get_stage_latencies() -> Dict[str, List[float]]:
    return dict(_STAGE_LATENCIES)


def record_stage(stage: str) -> Callable:
    """Accumulate wall-clock time spent in a forward stage."""

    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            _STAGE_LATENCIES[stage].append(time.perf_counter() - start)
            return out

        return wrapper

    return decorator
