import functools
import time
from collections import defaultdict
from typing import Callable, Dict


class EncoderStageTimer:
    """Accumulates wall time per encoder stage for the /metrics endpoint."""

    def __init__(self) -> None:
        self.totals: Dict[str, float] = defaultdict(float)
        self.counts: Dict[str, int] = defaultdict(int)

    def track(self, stage: str) -> Callable:
        def decorator(fn: Callable) -> Callable:
            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                start = time.perf_counter()
                out = fn(*args, **kwargs)
                self.totals[stage] += time.perf_counter() - start
                self.counts[stage] += 1
                return out

            return wrapper

        return decorator

    def snapshot(self) -> Dict[str, float]:
        return {k: self.totals[k] / max(self.counts[k], 1) for k in self.totals}

    def reset(self) -> None:
        self.totals.clear()
        self.counts.clear()


encoder_timer = EncoderStageTimer()
