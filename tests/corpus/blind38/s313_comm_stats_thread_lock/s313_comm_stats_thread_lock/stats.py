import threading
from collections import defaultdict


class CommStats:
    """Process-wide counters for collective traffic (bytes and calls per op)."""

    def __init__(self):
        self._lock = threading.Lock()
        self.bytes = defaultdict(int)
        self.calls = defaultdict(int)

    def record(self, op: str, nbytes: int) -> None:
        with self._lock:
            self.bytes[op] += nbytes
            self.calls[op] += 1

    def snapshot(self):
        with self._lock:
            return dict(self.bytes), dict(self.calls)

    def reset(self):
        with self._lock:
            self.bytes.clear()
            self.calls.clear()


COMM_STATS = CommStats()
