import time
from collections import defaultdict


class EvictionStats:
    """Per-policy counters exported to the metrics endpoint."""

    def __init__(self):
        self.calls = defaultdict(int)
        self.seconds = defaultdict(float)
        self._t0 = None

    def start(self):
        self._t0 = time.perf_counter()

    def stop(self, policy: str):
        self.calls[policy] += 1
        if self._t0 is not None:
            self.seconds[policy] += time.perf_counter() - self._t0
            self._t0 = None


GLOBAL_STATS = EvictionStats()
