import time


class DeadlineTracker:
    """Tracks a wall-clock budget for one forward step (milliseconds)."""

    def __init__(self, budget_ms: float, min_layers: int = 1):
        self.budget_ms = budget_ms
        self.min_layers = min_layers
        self._deadline_ms = float("inf")

    @staticmethod
    def _now_ms() -> float:
        return time.perf_counter() * 1e3

    def begin_step(self) -> None:
        self._deadline_ms = self._now_ms() + self.budget_ms

    @property
    def remaining_ms(self) -> float:
        return self._deadline_ms - self._now_ms()

    def exhausted(self, layers_done: int) -> bool:
        if layers_done < self.min_layers:
            return False
        return self.remaining_ms <= 0.0
