"""Prometheus-style counters shared between the scheduler and model threads."""
import threading


class Counter:
    def __init__(self, name, help_text=""):
        self.name = name
        self.help = help_text
        self._value = 0
        self._lock = threading.Lock()

    def inc(self, amount=1):
        with self._lock:
            self._value += amount

    @property
    def value(self):
        return self._value


class MetricsRegistry:
    def __init__(self):
        self._metrics = {}

    def counter(self, name, help_text=""):
        if name not in self._metrics:
            self._metrics[name] = Counter(name, help_text)
        return self._metrics[name]

    def snapshot(self):
        return {k: m.value for k, m in self._metrics.items()}


REGISTRY = MetricsRegistry()
FORWARD_CALLS = REGISTRY.counter("model_forward_total", "forward passes")
TOKENS_SEEN = REGISTRY.counter("model_tokens_total", "tokens processed")
