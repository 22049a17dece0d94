import logging
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)


class ChunkMetrics:
    """Wall-clock and real-time-factor accounting for streamed chunks."""

    def __init__(self, sample_rate: int):
        self.sample_rate = sample_rate
        self.totals = defaultdict(float)
        self._t0 = None

    def start(self) -> None:
        if torch.compiler.is_compiling():
            return
        self._t0 = time.perf_counter()

    def stop(self, num_samples: int) -> None:
        if torch.compiler.is_compiling():
            return
        dt = time.perf_counter() - (self._t0 or time.perf_counter())
        audio_s = num_samples / self.sample_rate
        self.totals["wall_s"] += dt
        self.totals["audio_s"] += audio_s
        logger.info("chunk: %d samples in %.2f ms (rtf %.3f)", num_samples, dt * 1e3, dt / max(audio_s, 1e-9))
