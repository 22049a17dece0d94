import functools
import time
from collections import defaultdict
from contextlib import contextmanager
from typing import Callable, Dict, List, TypeVar

F = TypeVar("F", bound=Callable)


class PhaseTimings:
    def __init__(self, max_samples: int = 1024):
        self.max_samples = max_samples
        self.samples: Dict[str, List[float]] = defaultdict(list)

    def add(self, name: str, seconds: float) -> None:
        bucket = self.samples[name]
        bucket.append(seconds)
        if len(bucket) > self.max_samples:
            bucket.pop(0)

    def mean_ms(self, name: str) -> float:
        bucket = self.samples.get(name) or [0.0]
        return 1000.0 * sum(bucket) / len(bucket)


GLOBAL_TIMINGS = PhaseTimings()


@contextmanager
def timed_region(name: str, timings: PhaseTimings = GLOBAL_TIMINGS):
    start = time.perf_counter()
    try:
        yield
    finally:
        timings.add(name, time.perf_counter() - start)


def record_phase(name: str) -> Callable[[F], F]:
    def decorator(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with timed_region(name):
                return fn(*args, **kwargs)

        return wrapper

    return decorator
