import time
from collections import defaultdict


class CommStats:
    """Aggregates per-collective latency so the scheduler can report comm overhead."""

    def __init__(self):
        self.calls = defaultdict(int)
        self.seconds = defaultdict(float)
        self.enabled = True

    def timer(self, op_name):
        return _CollectiveTimer(self, op_name)

    def summary(self):
        return {k: (self.calls[k], self.seconds[k]) for k in self.calls}


class _CollectiveTimer:
    __slots__ = ("stats", "op_name", "start")

    def __init__(self, stats, op_name):
        self.stats = stats
        self.op_name = op_name
        self.start = 0.0

    def __enter__(self):
        if self.stats.enabled:
            self.start = time.perf_counter()
        return self

    def __exit__(self, exc_type, exc, tb):
        if self.stats.enabled:
            self.stats.calls[self.op_name] += 1
            self.stats.seconds[self.op_name] += time.perf_counter() - self.start
        return False


GLOBAL_COMM_STATS = CommStats()
