import functools
import time
from collections import defaultdict
from typing import Callable, Dict

_LAYER_TIME_NS: Dict[str, float] = defaultdict(float)
_LAYER_CALLS: Dict[str, int] = defaultdict(int)


def timed_forward(tag: str) -> Callable:
    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(self, *args, **kwargs):
            start = time.perf_counter()
            out = fn(self, *args, **kwargs)
            _LAYER_TIME_NS[tag] += (time.perf_counter() - start) * 1e9
            _LAYER_CALLS[tag] += 1
            return out

        return wrapper

    return decorator


def snapshot() -> Dict[str, float]:
    return {k: _LAYER_TIME_NS[k] / max(_LAYER_CALLS[k], 1) for k in _LAYER_TIME_NS}
