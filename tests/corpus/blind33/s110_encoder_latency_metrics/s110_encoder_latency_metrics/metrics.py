"""Minimal latency histogram + timing decorator used across the server."""
import bisect
import functools
import time

_BUCKETS_MS = (1.0, 5.0, 10.0, 50.0, 100.0, 500.0)


class Histogram:
    def __init__(self, name: str) -> None:
        self.name = name
        self.counts = [0] * (len(_BUCKETS_MS) + 1)
        self.total = 0.0

    def observe(self, ms: float) -> None:
        self.counts[bisect.bisect_left(_BUCKETS_MS, ms)] += 1
        self.total += ms


REGISTRY: dict = {}


def histogram(name: str) -> Histogram:
    if name not in REGISTRY:
        REGISTRY[name] = Histogram(name)
    return REGISTRY[name]


def timed(metric: str):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.monotonic()
            try:
                return fn(*args, **kwargs)
            finally:
                histogram(metric).observe((time.monotonic() - start) * 1e3)
        return wrapper
    return deco
