"""Embedding-norm drift monitor: warns when pre-normalisation norms collapse."""
import logging
import time

import torch

logger = logging.getLogger(__name__)


class NormDriftMonitor:
    def __init__(self, low: float = 1e-3, every: int = 100):
        self.low = low
        self.every = every
        self.steps = 0
        self.last_report = time.monotonic()

    def observe(self, pre_norm: torch.Tensor) -> None:
        # host syncs and logging are only wanted in eager debugging runs
        if torch.compiler.is_compiling():
            return
        self.steps += 1
        smallest = pre_norm.min().item()
        if smallest < self.low:
            logger.warning("embedding norm collapsed: min=%.3g at step %d", smallest, self.steps)
        if self.steps % self.every == 0:
            print(f"[norm-monitor] {self.steps} steps, {time.monotonic() - self.last_report:.1f}s")
            self.last_report = time.monotonic()
