"""Engine-side wall-clock budget; lives in the scheduler loop, never in the model."""
import logging
import threading
import time

logger = logging.getLogger(__name__)


class WallClockBudget:
    def __init__(self, step_budget_s: float) -> None:
        self.step_budget_s = step_budget_s
        self._lock = threading.Lock()
        self._started = time.monotonic()

    def reset(self) -> None:
        with self._lock:
            self._started = time.monotonic()

    def exhausted(self, spent: float = 0.0, layer_idx: int = 0, num_tokens: int = 0) -> bool:
        elapsed = time.monotonic() - self._started
        if elapsed > self.step_budget_s:
            logger.warning("step over budget: %.3fs > %.3fs", elapsed, self.step_budget_s)
            return True
        return False
