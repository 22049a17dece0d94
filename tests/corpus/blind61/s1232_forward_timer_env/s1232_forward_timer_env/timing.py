import functools
import time
from collections import defaultdict, deque
from typing import Callable, Deque, Dict

from . import envs


class SectionTimer:
    def __init__(self, window: int):
        self.window = window
        self._samples: Dict[str, Deque[float]] = defaultdict(lambda: deque(maxlen=self.window))

    def add(self, section: str, elapsed: float) -> None:
        self._samples[section].append(elapsed)

    def mean_ms(self, section: str) -> float:
        samples = self._samples.get(section)
        if not samples:
            return 0.0
        return 1000.0 * sum(samples) / len(samples)

    def summary(self) -> Dict[str, float]:
        return {name: self.mean_ms(name) for name in self._samples}


_timer = None


def get_section_timer() -> SectionTimer:
    global _timer
    if _timer is None:
        _timer = SectionTimer(envs.forward_timing_window())
    return _timer


def timed(section: str) -> Callable:
    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if not envs.forward_timing_enabled():
                return fn(*args, **kwargs)
            tic = time.perf_counter()
            out = fn(*args, **kwargs)
            get_section_timer().add(section, time.perf_counter() - tic)
            return out

        return wrapper

    return decorator
