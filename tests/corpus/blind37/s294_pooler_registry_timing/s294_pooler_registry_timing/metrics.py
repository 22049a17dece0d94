"""Tiny latency accounting shared by the embedding server."""
from __future__ import annotations

import functools
import time
from collections import defaultdict

LATENCY_MS: dict[str, float] = defaultdict(float)
CALLS: dict[str, int] = defaultdict(int)


def timed(name: str):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            LATENCY_MS[name] += (time.perf_counter() - start) * 1e3
            CALLS[name] += 1
            return out

        return wrapper

    return deco


def snapshot() -> dict:
    return {k: LATENCY_MS[k] / max(CALLS[k], 1) for k in LATENCY_MS}
