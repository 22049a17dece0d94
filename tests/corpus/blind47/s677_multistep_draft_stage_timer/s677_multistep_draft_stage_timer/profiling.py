"""Lightweight stage timers exported as Prometheus histograms."""
from __future__ import annotations

import contextlib
import time
from collections import defaultdict


class StageTimer:
    def __init__(self, enabled: bool):
        self.enabled = enabled
        self.totals = defaultdict(float)
        self.counts = defaultdict(int)

    @contextlib.contextmanager
    def stage(self, name: str):
        if not self.enabled:
            yield
            return
        start = time.perf_counter()
        try:
            yield
        finally:
            self.totals[name] += time.perf_counter() - start
            self.counts[name] += 1

    def summary(self) -> dict:
        return {k: self.totals[k] / max(self.counts[k], 1) for k in self.totals}
