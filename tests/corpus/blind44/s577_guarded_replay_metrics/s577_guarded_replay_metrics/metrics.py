import logging
import time
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)


class ReplayMetrics:
    """Counts graph replays per padded batch size for the /metrics endpoint."""

    def __init__(self, log_interval: int = 100):
        self.log_interval = log_interval
        self.replays = defaultdict(int)
        self.padded_tokens = 0
        self.last_log = time.monotonic()

    def record(self, raw_bs: int, padded_bs: int) -> None:
        if torch.compiler.is_compiling():
            # replay bookkeeping is host-side only; the traced region stays pure
            return
        self.replays[padded_bs] += 1
        self.padded_tokens += padded_bs - raw_bs
        now = time.monotonic()
        if sum(self.replays.values()) % self.log_interval == 0:
            logger.info("cuda graph replays: %s (%.1fs since last report)", dict(self.replays), now - self.last_log)
            self.last_log = now


METRICS = ReplayMetrics()
