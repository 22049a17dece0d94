"""Process-wide counters exported to Prometheus by the serving frontend."""
import threading
from collections import defaultdict


class PoolingStats:
    def __init__(self):
        self._lock = threading.Lock()
        self._calls = defaultdict(int)
        self._tokens = defaultdict(int)

    def record(self, name: str, num_seqs: int, num_tokens: int) -> None:
        with self._lock:
            self._calls[name] += num_seqs
            self._tokens[name] += num_tokens

    def snapshot(self) -> dict:
        with self._lock:
            return {"calls": dict(self._calls), "tokens": dict(self._tokens)}


STATS = PoolingStats()
