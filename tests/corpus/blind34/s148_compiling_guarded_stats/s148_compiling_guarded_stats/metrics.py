"""Decode statistics for the serving dashboard."""
import logging
import time
from collections import Counter

import torch

logger = logging.getLogger(__name__)


class BeamStats:
    def __init__(self):
        self.finished_by_len = Counter()
        self.steps = 0
        self.last_step_t = None

    def record(self, finished: torch.Tensor, lengths: torch.Tensor) -> None:
        # host sync + Python bookkeeping: only when running eagerly
        if torch.compiler.is_compiling():
            return
        now = time.perf_counter()
        if self.last_step_t is not None:
            logger.debug("beam step took %.3f ms", 1e3 * (now - self.last_step_t))
        self.last_step_t = now
        self.steps += 1
        for n in lengths[finished].tolist():
            self.finished_by_len[int(n)] += 1


STATS = BeamStats()
