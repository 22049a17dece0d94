"""Prometheus-like counters, safe to bump from worker threads."""
import threading


class Counter:
    def __init__(self, name: str, help: str = ""):
        self.name = name
        self.help = help
        self._value = 0
        self._lock = threading.Lock()

    def inc(self, amount: int = 1) -> None:
        with self._lock:
            self._value += amount

    @property
    def value(self) -> int:
        return self._value


class MetricRegistry:
    def __init__(self):
        self._metrics = {}

    def counter(self, name: str, help: str = "") -> Counter:
        if name not in self._metrics:
            self._metrics[name] = Counter(name, help)
        return self._metrics[name]


REGISTRY = MetricRegistry()
