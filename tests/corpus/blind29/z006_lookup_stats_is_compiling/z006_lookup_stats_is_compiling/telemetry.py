"""Lightweight lookup statistics for the eager debugging path."""
import logging
import time
from collections import Counter

import torch

logger = logging.getLogger(__name__)


class LookupStats:
    def __init__(self):
        self.hits = Counter()
        self.oov = Counter()
        self.last_ts = 0.0

    def record(self, feature: str, ids: torch.Tensor, num_rows: int) -> None:
        # The compiled path skips statistics entirely: .item() and the logger
        # would split the graph.
        if torch.compiler.is_compiling():
            return
        n_oov = int((ids >= num_rows).sum().item())
        self.hits[feature] += ids.numel()
        self.oov[feature] += n_oov
        self.last_ts = time.perf_counter()
        if n_oov:
            logger.warning("feature %s: %d out-of-vocab ids", feature, n_oov)


STATS = LookupStats()
