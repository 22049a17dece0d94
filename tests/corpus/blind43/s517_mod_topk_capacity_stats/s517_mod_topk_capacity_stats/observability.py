import logging
import time

import torch

logger = logging.getLogger(__name__)


class RouterStats:
    """Router occupancy stats; only collected when running eagerly (debug runs)."""

    def __init__(self, name: str, log_every: int = 100) -> None:
        self.name = name
        self.log_every = log_every
        self.calls = 0
        self.routed_weight_sum = 0.0
        self._last_log = time.monotonic()

    def observe(self, router_weights: torch.Tensor, capacity: int) -> None:
        if torch.compiler.is_compiling():
            return
        self.calls += 1
        self.routed_weight_sum += router_weights.sum().item()
        if self.calls % self.log_every == 0:
            now = time.monotonic()
            logger.debug(
                "%s: capacity=%d mean_weight=%.4f (%.1fs since last)",
                self.name,
                capacity,
                self.routed_weight_sum / (self.calls * capacity),
                now - self._last_log,
            )
            self._last_log = now
