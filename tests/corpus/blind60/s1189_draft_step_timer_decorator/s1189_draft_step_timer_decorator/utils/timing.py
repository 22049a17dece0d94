import functools
import time
from collections import defaultdict
from typing import Callable, Dict, List, TypeVar

F = TypeVar("F", bound=Callable)


class StepTimer:
    def __init__(self, window: int = 256):
        self.window = window
        self.samples: Dict[str, List[float]] = defaultdict(list)

    def add(self, name: str, seconds: float) -> None:
        buf = self.samples[name]
        buf.append(seconds)
        if len(buf) > self.window:
            del buf[0]

    def mean(self, name: str) -> float:
        buf = self.samples.get(name)
        return sum(buf) / len(buf) if buf else 0.0


_GLOBAL_TIMER = StepTimer()


def get_step_timer() -> StepTimer:
    return _GLOBAL_TIMER


def record_step_time(name: str) -> Callable[[F], F]:
    def decorator(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            tic = time.perf_counter()
            out = fn(*args, **kwargs)
            get_step_timer().add(name, time.perf_counter() - tic)
            return out

        return wrapper

    return decorator
