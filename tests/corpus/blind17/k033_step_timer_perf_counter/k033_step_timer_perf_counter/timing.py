import time


class StepTimer:
    """Accumulates wall time of named phases of a scheduler step."""

    def __init__(self):
        self.totals = {}
        self._starts = {}

    def start(self, phase):
        self._starts[phase] = time.perf_counter()

    def stop(self, phase):
        elapsed = time.perf_counter() - self._starts.pop(phase)
        self.totals[phase] = self.totals.get(phase, 0.0) + elapsed
        return elapsed


TIMER = StepTimer()
