"""Process-wide counters shared by the serving loop and the model layers."""
import threading
from collections import Counter


class MetricsRecorder:
    def __init__(self):
        self._lock = threading.Lock()
        self._counts = Counter()
        self._last = {}

    def record(self, name, value):
        with self._lock:
            self._counts[name] += 1
            self._last[name] = value

    def snapshot(self):
        with self._lock:
            return dict(self._counts), dict(self._last)


GLOBAL_METRICS = MetricsRecorder()
