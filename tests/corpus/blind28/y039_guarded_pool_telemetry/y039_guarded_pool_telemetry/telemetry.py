"""Lightweight telemetry for the scratch pool (hit rate, time spent)."""
import logging
import time
from collections import Counter

import torch

logger = logging.getLogger(__name__)


class PoolTelemetry:
    def __init__(self, log_every: int = 100):
        self.log_every = log_every
        self.counts = Counter()
        self.last_t = time.perf_counter()

    def record(self, event: str) -> None:
        # Telemetry only makes sense in eager mode; under torch.compile the
        # pool is traced once and these counters would be meaningless.
        if torch.compiler.is_compiling():
            return
        self.counts[event] += 1
        total = sum(self.counts.values())
        if total % self.log_every == 0:
            now = time.perf_counter()
            logger.info("scratch pool: %s (%.3fs)", dict(self.counts), now - self.last_t)
            self.last_t = now
