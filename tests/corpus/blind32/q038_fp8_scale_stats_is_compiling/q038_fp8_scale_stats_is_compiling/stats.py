"""Eager-only observability for quantised layers (overflow counters, timers)."""
import logging
import time

import torch

logger = logging.getLogger(__name__)


class ScaleMonitor:
    def __init__(self, name: str, warn_ratio: float = 0.01):
        self.name = name
        self.warn_ratio = warn_ratio
        self.saturated = 0
        self.seen = 0
        self.last_ts = 0.0

    def record(self, x: torch.Tensor, limit: float) -> None:
        # .item() + logging + wall clock: only meaningful (and only legal) in eager mode
        if torch.compiler.is_compiling():
            return
        sat = int((x.abs() >= limit).sum().item())
        self.saturated += sat
        self.seen += x.numel()
        self.last_ts = time.monotonic()
        if self.seen and self.saturated / self.seen > self.warn_ratio:
            logger.warning("%s: %.2f%% activations saturate fp8 range", self.name, 100 * self.saturated / self.seen)
