"""Lightweight stage timers, aggregated and exported by the serving metrics thread."""
import functools
import time
from collections import defaultdict

STAGE_TIMES: dict[str, float] = defaultdict(float)
STAGE_CALLS: dict[str, int] = defaultdict(int)


def timed(stage: str):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            t0 = time.perf_counter()
            out = fn(*args, **kwargs)
            STAGE_TIMES[stage] += time.perf_counter() - t0
            STAGE_CALLS[stage] += 1
            return out

        return wrapper

    return deco
