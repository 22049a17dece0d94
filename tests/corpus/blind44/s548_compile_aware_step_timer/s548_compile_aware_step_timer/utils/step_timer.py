"""Wall-clock timing of forward passes for the scheduler's throughput log."""
import logging
import time
from collections import deque
from typing import Optional

import torch

logger = logging.getLogger(__name__)


class StepTimer:
    def __init__(self, name: str, sync: bool = True, window: int = 128, slow_ms: float = 50.0):
        self.name = name
        self.sync = sync
        self.slow_ms = slow_ms
        self.history = deque(maxlen=window)
        self._t0: Optional[float] = None

    def _now(self) -> float:
        if self.sync and torch.cuda.is_available():
            torch.cuda.synchronize()
        return time.perf_counter()

    def start(self) -> None:
        if torch.compiler.is_compiling():
            return
        self._t0 = self._now()

    def stop(self, num_tokens: int) -> None:
        if torch.compiler.is_compiling() or self._t0 is None:
            return
        elapsed_ms = (self._now() - self._t0) * 1e3
        self._t0 = None
        self.history.append(elapsed_ms)
        if elapsed_ms > self.slow_ms:
            logger.warning("%s: slow step %.1f ms for %d tokens", self.name, elapsed_ms, num_tokens)

    def mean_ms(self) -> float:
        return sum(self.history) / max(len(self.history), 1)
