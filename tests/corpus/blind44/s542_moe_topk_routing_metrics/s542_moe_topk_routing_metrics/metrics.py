"""Minimal process-local metrics registry (counter / gauge) shared by scheduler and model threads."""
import threading
from typing import Dict, Tuple


class _Metric:
    def __init__(self, name: str, documentation: str, labelnames: Tuple[str, ...] = ()):
        self.name = name
        self.documentation = documentation
        self.labelnames = labelnames
        self._lock = threading.Lock()


class Counter(_Metric):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._values: Dict[Tuple[str, ...], float] = {}

    def inc(self, amount: float = 1.0, labels: Tuple[str, ...] = ()) -> None:
        with self._lock:
            self._values[labels] = self._values.get(labels, 0.0) + amount

    def value(self, labels: Tuple[str, ...] = ()) -> float:
        return self._values.get(labels, 0.0)


class Gauge(_Metric):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._value = 0.0

    def set(self, value: float) -> None:
        self._value = value


class MetricsRegistry:
    def __init__(self, prefix: str):
        self.prefix = prefix
        self._metrics: Dict[str, _Metric] = {}

    def counter(self, name: str, documentation: str = "", labelnames=()) -> Counter:
        key = f"{self.prefix}:{name}"
        if key not in self._metrics:
            self._metrics[key] = Counter(key, documentation, tuple(labelnames))
        return self._metrics[key]

    def gauge(self, name: str, documentation: str = "") -> Gauge:
        key = f"{self.prefix}:{name}"
        if key not in self._metrics:
            self._metrics[key] = Gauge(key, documentation)
        return self._metrics[key]


REGISTRY = MetricsRegistry("sglang")
