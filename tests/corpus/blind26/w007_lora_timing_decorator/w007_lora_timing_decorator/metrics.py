import functools
import time
from collections import defaultdict


class StepMetrics:
    def __init__(self):
        self.totals = defaultdict(float)
        self.enabled = True

    def record(self, name: str, seconds: float) -> None:
        self.totals[name] += seconds


METRICS = StepMetrics()


def timed(name: str):
    """Accumulate wall time of a LoRA op into the per-step metrics."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if not METRICS.enabled:
                return fn(*args, **kwargs)
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            METRICS.record(name, time.perf_counter() - start)
            return out

        return wrapper

    return deco
