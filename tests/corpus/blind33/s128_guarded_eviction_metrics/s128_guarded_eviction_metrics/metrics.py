import logging
import time

import torch

logger = logging.getLogger(__name__)


class CompressionMetrics:
    def __init__(self):
        self.kept_ratio_sum = 0.0
        self.calls = 0
        self.last_ts = None

    def record(self, kept: int, total: int) -> None:
        # Host bookkeeping only makes sense in eager mode; under torch.compile
        # this is a no-op so the decode step stays a single graph.
        if torch.compiler.is_compiling():
            return
        self.calls += 1
        self.kept_ratio_sum += kept / max(total, 1)
        self.last_ts = time.monotonic()
        logger.info("snapkv kept %d/%d tokens", kept, total)


METRICS = CompressionMetrics()
