"""Lightweight per-op latency histograms exported to the engine's /metrics."""
from __future__ import annotations

import functools
import time
from collections import defaultdict
from typing import Callable, DefaultDict, List


class OpLatencyStats:
    def __init__(self, enabled: bool = True, max_samples: int = 1024):
        self.enabled = enabled
        self.max_samples = max_samples
        self.samples: DefaultDict[str, List[int]] = defaultdict(list)

    def add(self, name: str, ns: int) -> None:
        bucket = self.samples[name]
        if len(bucket) >= self.max_samples:
            bucket.pop(0)
        bucket.append(ns)


GLOBAL_STATS = OpLatencyStats()


def record_latency(name: str) -> Callable:
    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if not GLOBAL_STATS.enabled:
                return fn(*args, **kwargs)
            start = time.perf_counter_ns()
            out = fn(*args, **kwargs)
            GLOBAL_STATS.add(name, time.perf_counter_ns() - start)
            return out

        return wrapper

    return decorator
