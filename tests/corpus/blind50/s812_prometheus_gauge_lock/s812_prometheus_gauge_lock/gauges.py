import threading
from typing import Dict, Optional, Sequence, Tuple


class _MetricChild:
    def __init__(self, lock: threading.Lock):
        self._lock = lock
        self._value = 0.0

    def get(self) -> float:
        return self._value


class _GaugeChild(_MetricChild):
    def set(self, value: float) -> None:
        with self._lock:
            self._value = float(value)

    def inc(self, amount: float = 1.0) -> None:
        with self._lock:
            self._value += amount


class _CounterChild(_MetricChild):
    def inc(self, amount: float = 1.0) -> None:
        if amount < 0:
            raise ValueError("Counters can only be incremented by non-negative amounts.")
        with self._lock:
            self._value += amount


class _Metric:
    child_cls = _MetricChild

    def __init__(self, name: str, documentation: str, labelnames: Sequence[str] = ()):
        self.name = name
        self.documentation = documentation
        self._labelnames = tuple(labelnames)
        self._lock = threading.Lock()
        self._children: Dict[Tuple[str, ...], _MetricChild] = {}

    def labels(self, **labelvalues: str) -> _MetricChild:
        key = tuple(str(labelvalues[n]) for n in self._labelnames)
        child: Optional[_MetricChild] = self._children.get(key)
        if child is None:
            child = self.child_cls(self._lock)
            self._children[key] = child
        return child

    def collect(self):
        for key, child in self._children.items():
            yield self.name, dict(zip(self._labelnames, key)), child.get()


class Gauge(_Metric):
    child_cls = _GaugeChild


class Counter(_Metric):
    child_cls = _CounterChild
