import contextlib
import time
from collections import defaultdict


class LayerTimer:
    """Accumulates wall time per named section; exported by the metrics endpoint."""

    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self.totals = defaultdict(float)
        self.counts = defaultdict(int)

    @contextlib.contextmanager
    def section(self, name: str):
        if not self.enabled:
            yield
            return
        start = time.perf_counter()
        try:
            yield
        finally:
            self.totals[name] += time.perf_counter() - start
            self.counts[name] += 1

    def snapshot(self) -> dict:
        return {k: self.totals[k] / max(self.counts[k], 1) for k in self.totals}
