from __future__ import annotations

import collections
import threading


class StepMetrics:
    """Thread-safe counters scraped by the HTTP /metrics endpoint.

    The API server thread reads ``snapshot()`` while the engine thread keeps
    calling ``record()`` from inside the model, hence the lock.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counters: collections.Counter[str] = collections.Counter()
        self._last: dict[str, int] = {}

    def record(self, name: str, value: int) -> None:
        with self._lock:
            self._counters[name] += value
            self._last[name] = value

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(self._counters)


_GLOBAL_METRICS: StepMetrics | None = None


def get_metrics() -> StepMetrics:
    global _GLOBAL_METRICS
    if _GLOBAL_METRICS is None:
        _GLOBAL_METRICS = StepMetrics()
    return _GLOBAL_METRICS
