"""Lightweight per-step timers, aggregated by the engine's stats logger."""
import time
from collections import defaultdict


class _Section:
    __slots__ = ("_timers", "_name", "_start")

    def __init__(self, timers: "StepTimers", name: str):
        self._timers = timers
        self._name = name
        self._start = 0

    def __enter__(self):
        self._start = time.perf_counter_ns()
        return self

    def __exit__(self, exc_type, exc, tb):
        self._timers.add(self._name, time.perf_counter_ns() - self._start)
        return False


class StepTimers:
    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self.totals_ns: dict[str, int] = defaultdict(int)
        self.counts: dict[str, int] = defaultdict(int)

    def section(self, name: str) -> _Section:
        return _Section(self, name)

    def add(self, name: str, ns: int) -> None:
        self.totals_ns[name] += ns
        self.counts[name] += 1

    def summary(self) -> dict[str, float]:
        return {k: self.totals_ns[k] / max(self.counts[k], 1) / 1e3 for k in self.totals_ns}
