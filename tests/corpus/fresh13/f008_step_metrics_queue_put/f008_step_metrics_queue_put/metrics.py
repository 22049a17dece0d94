import queue
from typing import NamedTuple


class StepStat(NamedTuple):
    phase: str
    num_tokens: int
    hidden: int


class MetricsSink:
    def __init__(self, maxsize: int = 1024):
        self._q: queue.Queue = queue.Queue(maxsize=maxsize)
        self.enabled = True

    def record(self, phase: str, num_tokens: int, hidden: int) -> None:
        if not self.enabled:
            return
        try:
            self._q.put_nowait(StepStat(phase, num_tokens, hidden))
        except queue.Full:
            pass
