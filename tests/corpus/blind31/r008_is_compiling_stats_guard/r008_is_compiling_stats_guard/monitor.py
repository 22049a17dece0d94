import logging
import threading
import time

import torch

logger = logging.getLogger(__name__)


class ScoreMonitor:
    """Tracks min/max/mean of served scores; eager-only diagnostics."""

    def __init__(self):
        self._lock = threading.Lock()
        self.n = 0
        self.running_max = float("-inf")
        self.last_ts = 0.0

    def _collect(self, scores: torch.Tensor) -> None:
        with self._lock:
            self.n += scores.numel()
            self.running_max = max(self.running_max, scores.max().item())
            self.last_ts = time.time()
        logger.debug("scored %d items, max=%.3f", self.n, self.running_max)

    def observe(self, scores: torch.Tensor) -> torch.Tensor:
        if not torch.compiler.is_compiling():
            self._collect(scores)
        return scores


MONITOR = ScoreMonitor()
