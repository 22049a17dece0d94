import contextlib
import time
from collections import defaultdict


class StepStats:
    def __init__(self):
        self.totals = defaultdict(float)
        self.counts = defaultdict(int)

    def add(self, phase: str, seconds: float) -> None:
        self.totals[phase] += seconds
        self.counts[phase] += 1


@contextlib.contextmanager
def timed(stats: StepStats, phase: str):
    start = time.perf_counter()
    try:
        yield
    finally:
        stats.add(phase, time.perf_counter() - start)
