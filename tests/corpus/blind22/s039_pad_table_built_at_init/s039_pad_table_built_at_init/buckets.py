from __future__ import annotations

import bisect
import heapq
import logging
import time
from typing import Dict, List, Sequence

logger = logging.getLogger(__name__)

# flip to True when debugging padding decisions (never enabled in production)
DEBUG_PADDING = False


class BucketTable:
    """Maps every possible batch size to the captured bucket it runs in.

    The table is materialised once so that the hot path is a plain dict
    lookup keyed by a static shape.
    """

    def __init__(self, capture_sizes: Sequence[int], max_batch: int):
        t0 = time.perf_counter()
        self.capture_sizes: List[int] = sorted(set(capture_sizes))
        self._table: Dict[int, int] = {}
        for n in range(1, max_batch + 1):
            idx = bisect.bisect_left(self.capture_sizes, n)
            self._table[n] = self.capture_sizes[min(idx, len(self.capture_sizes) - 1)]
        # capture the largest graphs first so the memory pool is sized by them
        self.capture_order = heapq.nlargest(len(self.capture_sizes), self.capture_sizes)
        logger.info("built bucket table for %d sizes in %.2f ms", max_batch, (time.perf_counter() - t0) * 1e3)

    def bucket_for(self, batch: int) -> int:
        bucket = self._table[batch]
        if DEBUG_PADDING:
            logger.debug("batch %d -> bucket %d", batch, bucket)
        return bucket
