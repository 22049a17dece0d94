from __future__ import annotations

import functools
import threading
import time
from collections import defaultdict

import torch


class StageTimer:
    """Process-wide latency histogram for sampler stages (scraped by /metrics)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._totals: dict[str, float] = defaultdict(float)
        self._counts: dict[str, int] = defaultdict(int)

    def record(self, stage: str, seconds: float) -> None:
        with self._lock:
            self._totals[stage] += seconds
            self._counts[stage] += 1

    def snapshot(self) -> dict[str, float]:
        with self._lock:
            return {k: self._totals[k] / self._counts[k] for k in self._totals}


STAGE_TIMER = StageTimer()


def timed(stage: str):
    """Time a sampler stage in eager mode; compiled graphs are profiled separately."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if torch.compiler.is_compiling():
                return fn(*args, **kwargs)
            start = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                STAGE_TIMER.record(stage, time.perf_counter() - start)

        return wrapper

    return deco
