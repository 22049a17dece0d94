"""Prometheus-style counters for the scheduler / model forward."""
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Dict, Optional

import torch

logger = logging.getLogger(__name__)


@dataclass
class Histogram:
    buckets: tuple = (0.001, 0.005, 0.01, 0.05, 0.1, 0.5)
    counts: Dict[float, int] = field(default_factory=dict)

    def observe(self, value: float) -> None:
        for b in self.buckets:
            if value <= b:
                self.counts[b] = self.counts.get(b, 0) + 1
                return
        self.counts[float("inf")] = self.counts.get(float("inf"), 0) + 1


class ForwardMetrics:
    def __init__(self, log_every: int = 100) -> None:
        self._lock = threading.Lock()
        self.num_tokens = 0
        self.num_steps = 0
        self.log_every = log_every
        self.latency = Histogram()
        self._t0: Optional[float] = None

    def on_step_begin(self) -> None:
        if torch.compiler.is_compiling():
            return
        self._t0 = time.monotonic()

    def on_step_end(self, num_tokens: int) -> None:
        if torch.compiler.is_compiling():
            return
        with self._lock:
            self.num_steps += 1
            self.num_tokens += num_tokens
            if self._t0 is not None:
                self.latency.observe(time.monotonic() - self._t0)
            if self.num_steps % self.log_every == 0:
                logger.info("steps=%d tokens=%d", self.num_steps, self.num_tokens)


GLOBAL_METRICS = ForwardMetrics()
