import logging
import time
from collections import Counter

import torch

logger = logging.getLogger(__name__)


class ReplayMetrics:
    """Replay counters; only collected in eager mode (the compiled path is hot)."""

    def __init__(self):
        self.bucket_hits = Counter()
        self.last_ts = 0.0
        self.enabled = True

    def record(self, bucket: int, real_bs: int) -> None:
        if torch.compiler.is_compiling():
            return
        self.bucket_hits[bucket] += 1
        self.last_ts = time.perf_counter()
        logger.debug("replay bucket=%d real_bs=%d pad=%d", bucket, real_bs, bucket - real_bs)


METRICS = ReplayMetrics()
