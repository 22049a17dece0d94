import threading
from collections import deque
from dataclasses import dataclass, field


@dataclass
class SchedulerStats:
    num_running_reqs: int = 0
    num_forward_steps: int = 0
    num_generated_tokens: int = 0
    recent_batch_sizes: deque = field(default_factory=lambda: deque(maxlen=64))


class SchedulerMetricsCollector:
    """Aggregates per-step counters; read concurrently by the metrics exporter thread."""

    def __init__(self, labels=None):
        self.labels = dict(labels or {})
        self.stats = SchedulerStats()
        self._lock = threading.Lock()

    def snapshot(self):
        with self._lock:
            return {
                "num_running_reqs": self.stats.num_running_reqs,
                "num_forward_steps": self.stats.num_forward_steps,
                "num_generated_tokens": self.stats.num_generated_tokens,
            }

    def _bump(self, batch_size: int, new_tokens: int):
        with self._lock:
            self.stats.num_forward_steps += 1
            self.stats.num_generated_tokens += new_tokens
            self.stats.recent_batch_sizes.append(batch_size)

    def observe_step(self, batch_size: int, new_tokens: int):
        if batch_size <= 0:
            return
        self._bump(batch_size, new_tokens)


_GLOBAL_COLLECTOR = SchedulerMetricsCollector(labels={"model_name": "default"})


def get_collector() -> SchedulerMetricsCollector:
    return _GLOBAL_COLLECTOR
