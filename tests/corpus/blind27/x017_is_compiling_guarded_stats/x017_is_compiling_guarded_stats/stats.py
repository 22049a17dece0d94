import logging
import time

import torch

logger = logging.getLogger(__name__)


class QuantStats:
    """Eager-only bookkeeping of activation ranges; a no-op under torch.compile."""

    def __init__(self, every: int = 100):
        self.every = every
        self.steps = 0
        self.amax_log = []
        self.last_t = time.perf_counter()

    def update(self, name: str, x: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        self.steps += 1
        self.amax_log.append((name, x.detach().abs().max().item()))
        if self.steps % self.every == 0:
            now = time.perf_counter()
            logger.info("quant stats %s over %.2fs", self.amax_log[-4:], now - self.last_t)
            self.last_t = now
