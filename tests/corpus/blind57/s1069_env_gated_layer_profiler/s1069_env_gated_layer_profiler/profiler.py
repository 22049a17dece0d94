from __future__ import annotations

import logging
import time
from collections import Counter, defaultdict
from contextlib import contextmanager
from typing import Dict, List

logger = logging.getLogger(__name__)


class LayerProfiler:
    def __init__(self, log_every: int = 100) -> None:
        self.log_every = log_every
        self._durations: Dict[str, List[float]] = defaultdict(list)
        self._calls: Counter = Counter()

    @contextmanager
    def span(self, name: str):
        start = time.perf_counter()
        try:
            yield
        finally:
            self._durations[name].append(time.perf_counter() - start)
            self._calls[name] += 1
            if self._calls[name] % self.log_every == 0:
                avg = sum(self._durations[name]) / len(self._durations[name])
                logger.info("span %s: %.3f ms avg over %d calls", name, avg * 1e3, self._calls[name])


class StepStats:
    def __init__(self) -> None:
        self.num_steps = 0
        self.last_step_time = 0.0

    def record(self) -> None:
        self.num_steps += 1
        self.last_step_time = time.monotonic()


STEP_STATS = StepStats()
