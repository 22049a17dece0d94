"""Host-side activation monitor used while training with EMA statistics."""
import logging
import time
import warnings

import torch

logger = logging.getLogger(__name__)


class ActivationMonitor:
    def __init__(self, name: str, warn_threshold: float = 1e3):
        self.name = name
        self.warn_threshold = warn_threshold
        self.peak = 0.0
        self.last_seen = None

    def observe(self, x: torch.Tensor) -> None:
        peak = x.detach().abs().max().item()
        self.peak = max(self.peak, peak)
        self.last_seen = time.monotonic()
        if peak > self.warn_threshold:
            warnings.warn(f"{self.name}: activation peak {peak:.1f}")
        logger.debug("%s peak=%.3f", self.name, peak)
