import functools
import os
import time
from collections import defaultdict


class StepTimer:
    def __init__(self):
        self.enabled = os.environ.get("VLLM_COLLECT_STEP_TIMINGS", "1") == "1"
        self.totals = defaultdict(float)
        self.counts = defaultdict(int)

    def add(self, name: str, seconds: float) -> None:
        self.totals[name] += seconds
        self.counts[name] += 1

    def summary(self):
        return {k: self.totals[k] / max(self.counts[k], 1) for k in self.totals}


_step_timer = StepTimer()


def get_step_timer() -> StepTimer:
    return _step_timer


def timed(name: str):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            timer = get_step_timer()
            if not timer.enabled:
                return fn(*args, **kwargs)
            start = time.perf_counter()
            out = fn(*args, **kwargs)
            timer.add(name, time.perf_counter() - start)
            return out

        return wrapper

    return decorator
