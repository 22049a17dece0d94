"""Sampling telemetry: how many candidates survive the min-p filter."""
import logging
import time

import torch

logger = logging.getLogger(__name__)


class SamplingStats:
    def __init__(self, every_n: int = 100):
        self.every_n = every_n
        self.calls = 0
        self.kept_total = 0.0
        self.last_report = time.monotonic()

    def record(self, kept: torch.Tensor) -> None:
        # Host syncs and logging only in eager mode; the compiled graph stays pure.
        if torch.compiler.is_compiling():
            return
        self.calls += 1
        self.kept_total += kept.float().mean().item()
        if self.calls % self.every_n == 0:
            now = time.monotonic()
            logger.info(
                "min-p keeps %.1f tokens on average (%.2fs)",
                self.kept_total / self.calls,
                now - self.last_report,
            )
            self.last_report = now


STATS = SamplingStats()
