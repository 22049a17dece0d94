"""Light-weight section timers used by the serving stack's /metrics endpoint."""
import time
from collections import defaultdict

SECTION_TOTALS = defaultdict(float)
SECTION_COUNTS = defaultdict(int)


class section:
    """``with section("pool"):`` accumulates wall time per named section."""

    def __init__(self, name: str, enabled: bool = True):
        self.name = name
        self.enabled = enabled
        self._t0 = 0.0

    def __enter__(self):
        if self.enabled:
            self._t0 = time.perf_counter()
        return self

    def __exit__(self, exc_type, exc, tb):
        if self.enabled:
            SECTION_TOTALS[self.name] += time.perf_counter() - self._t0
            SECTION_COUNTS[self.name] += 1
        return False
