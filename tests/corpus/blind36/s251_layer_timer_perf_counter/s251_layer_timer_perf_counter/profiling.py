"""Lightweight per-layer wall-clock timing used by the serving dashboards."""
import time
from collections import defaultdict


class TimingRegistry:
    def __init__(self):
        self.totals = defaultdict(float)
        self.counts = defaultdict(int)

    def add(self, name, seconds):
        self.totals[name] += seconds
        self.counts[name] += 1

    def summary(self):
        return {k: self.totals[k] / max(self.counts[k], 1) for k in self.totals}


GLOBAL_TIMINGS = TimingRegistry()


class LayerTimer:
    """Context manager: ``with LayerTimer("attn"): ...``"""

    def __init__(self, name, registry=None):
        self.name = name
        self.registry = registry if registry is not None else GLOBAL_TIMINGS
        self._start = 0.0

    def __enter__(self):
        self._start = time.perf_counter()
        return self

    def __exit__(self, exc_type, exc, tb):
        self.registry.add(self.name, time.perf_counter() - self._start)
        return False


def timed(name):
    return LayerTimer(name)
