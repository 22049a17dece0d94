import time
from collections import defaultdict


class LatencyStats:
    """Per-stage latency accumulator exported to the metrics endpoint."""

    def __init__(self):
        self.total = defaultdict(float)
        self.count = defaultdict(int)

    def record(self, name, seconds):
        self.total[name] += seconds
        self.count[name] += 1

    def mean(self, name):
        return self.total[name] / max(self.count[name], 1)


STATS = LatencyStats()


class stage_timer:
    def __init__(self, name, stats=None):
        self.name = name
        self.stats = stats if stats is not None else STATS
        self.start = 0.0

    def __enter__(self):
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc):
        self.stats.record(self.name, time.perf_counter() - self.start)
        return False
