import contextlib
import time
from collections import defaultdict
from typing import Dict


class StageTimer:
    """Accumulates wall time spent in each phase of a pipeline stage (recv / compute / send)."""

    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self.totals: Dict[str, float] = defaultdict(float)
        self.counts: Dict[str, int] = defaultdict(int)

    @contextlib.contextmanager
    def record(self, phase: str):
        if not self.enabled:
            yield
            return
        start = time.perf_counter()
        try:
            yield
        finally:
            self.totals[phase] += time.perf_counter() - start
            self.counts[phase] += 1

    def summary(self) -> Dict[str, float]:
        return {k: self.totals[k] / max(self.counts[k], 1) for k in self.totals}


_GLOBAL_TIMER = StageTimer(enabled=True)


def get_stage_timer() -> StageTimer:
    return _GLOBAL_TIMER
