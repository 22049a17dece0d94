"""Lightweight latency histograms for the sampling path."""
import functools
import os
import time
from collections import defaultdict

ENABLE_STAGE_TIMING = os.environ.get("SGLANG_ENABLE_STAGE_TIMING", "1") == "1"

_STAGE_SECONDS = defaultdict(float)
_STAGE_CALLS = defaultdict(int)


def timed_stage(stage: str):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if not ENABLE_STAGE_TIMING:
                return fn(*args, **kwargs)
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            _STAGE_SECONDS[stage] += time.perf_counter() - start
            _STAGE_CALLS[stage] += 1
            return out

        return wrapper

    return deco


def stage_summary() -> dict:
    return {k: _STAGE_SECONDS[k] / max(_STAGE_CALLS[k], 1) for k in _STAGE_SECONDS}
