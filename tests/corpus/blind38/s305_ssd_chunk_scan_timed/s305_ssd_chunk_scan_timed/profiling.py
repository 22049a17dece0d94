"""Lightweight per-op wall-clock accounting used by the serving dashboard."""
import functools
import time
from collections import defaultdict

OP_TIME_S: dict[str, float] = defaultdict(float)
OP_CALLS: dict[str, int] = defaultdict(int)


def timed(name: str):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            t0 = time.perf_counter()
            out = fn(*args, **kwargs)
            OP_TIME_S[name] += time.perf_counter() - t0
            OP_CALLS[name] += 1
            return out

        return wrapper

    return deco
