"""Lightweight step metrics; only collected when running eagerly."""
from __future__ import annotations

import logging
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)


class StepStats:
    def __init__(self):
        self.counters: dict[str, float] = defaultdict(float)
        self.last_ts = time.perf_counter()

    def observe_batch(self, num_tokens: int, padded: int) -> None:
        if torch.compiler.is_compiling():
            return
        now = time.perf_counter()
        self.counters["num_steps"] += 1
        self.counters["padded_tokens"] += padded - num_tokens
        self.counters["step_time_s"] += now - self.last_ts
        self.last_ts = now
        logger.debug("batch %d -> padded %d", num_tokens, padded)
