"""Lightweight wall-clock timers reported to the serving dashboard."""
import functools
import time
from collections import defaultdict


class TimerRegistry:
    def __init__(self):
        self.totals = defaultdict(float)
        self.counts = defaultdict(int)
        self.enabled = True

    def record(self, name: str, seconds: float):
        self.totals[name] += seconds
        self.counts[name] += 1

    def summary(self):
        return {k: self.totals[k] / max(self.counts[k], 1) for k in self.totals}


TIMERS = TimerRegistry()


def timed(name: str, registry: TimerRegistry = TIMERS):
    """Decorator: accumulate wall time of the wrapped callable under ``name``."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if not registry.enabled:
                return fn(*args, **kwargs)
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            registry.record(name, time.perf_counter() - start)
            return out

        return wrapper

    return deco
