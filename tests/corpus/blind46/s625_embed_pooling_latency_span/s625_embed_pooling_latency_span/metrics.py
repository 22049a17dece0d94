import contextlib
import time
from collections import defaultdict
from typing import Dict, Iterator


class StageTimer:
    """Accumulates wall time per stage for the /metrics endpoint."""

    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self.totals: Dict[str, float] = defaultdict(float)
        self.counts: Dict[str, int] = defaultdict(int)

    @contextlib.contextmanager
    def span(self, stage: str) -> Iterator[None]:
        if not self.enabled:
            yield
            return
        start = time.perf_counter()
        try:
            yield
        finally:
            self.totals[stage] += time.perf_counter() - start
            self.counts[stage] += 1


GLOBAL_TIMER = StageTimer(enabled=True)
