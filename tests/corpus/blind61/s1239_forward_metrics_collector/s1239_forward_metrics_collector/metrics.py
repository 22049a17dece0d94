import logging
import threading
import time
from typing import Dict, List

import torch

logger = logging.getLogger(__name__)


class Histogram:
    def __init__(self, buckets: List[float]):
        self.buckets = sorted(buckets)
        self.counts = [0] * (len(self.buckets) + 1)
        self.total = 0.0

    def observe(self, value: float) -> None:
        for i, b in enumerate(self.buckets):
            if value <= b:
                self.counts[i] += 1
                break
        else:
            self.counts[-1] += 1
        self.total += value


class ForwardMetricsCollector:
    def __init__(self, labels: Dict[str, str], num_layers: int):
        self.labels = labels
        self._lock = threading.Lock()
        self._start_time = time.perf_counter()
        self.num_forward_passes = 0
        self.layer_absmax = Histogram([0.1, 1.0, 10.0, 100.0, 1e3, 1e4])
        self.batch_sizes = Histogram([1, 4, 16, 64, 256])
        self.layer_names = [f"layer_{i}" for i in range(num_layers)]
        logger.info("Forward metrics enabled with labels %s", labels)

    def observe_layer(self, layer_id: int, hidden: torch.Tensor) -> None:
        with self._lock:
            self.layer_absmax.observe(float(hidden.abs().max()))

    def observe_batch(self, batch_size: int) -> None:
        with self._lock:
            self.num_forward_passes += 1
            self.batch_sizes.observe(batch_size)

    def uptime_s(self) -> float:
        return time.perf_counter() - self._start_time

    def snapshot(self) -> Dict[str, object]:
        with self._lock:
            return {
                "labels": dict(self.labels),
                "forward_passes": self.num_forward_passes,
                "batch_size_buckets": list(self.batch_sizes.counts),
                "uptime_s": self.uptime_s(),
            }
