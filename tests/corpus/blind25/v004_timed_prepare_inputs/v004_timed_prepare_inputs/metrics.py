import functools
import time
from collections import defaultdict
from typing import Callable, Dict, List


class StageTimer:
    """Collects wall-clock time per runner stage; scraped by the metrics exporter."""

    def __init__(self, window: int = 128):
        self.window = window
        self.samples: Dict[str, List[float]] = defaultdict(list)

    def observe(self, stage: str, seconds: float) -> None:
        buf = self.samples[stage]
        buf.append(seconds)
        if len(buf) > self.window:
            del buf[0]

    def mean(self, stage: str) -> float:
        buf = self.samples.get(stage) or [0.0]
        return sum(buf) / len(buf)


STAGE_TIMER = StageTimer()


def timed(stage: str) -> Callable:
    def deco(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            start = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                STAGE_TIMER.observe(stage, time.perf_counter() - start)

        return wrapper

    return deco
