"""Size-bucket table used to group prefill requests by padded length."""
import bisect
from typing import Dict, List, Sequence

import torch

SEQ_BUCKETS: List[int] = [4, 8, 16, 32, 64]


def bucket_of(length: int, buckets: Sequence[int] = SEQ_BUCKETS) -> int:
    idx = bisect.bisect_left(buckets, length)
    return buckets[min(idx, len(buckets) - 1)]


class BucketTable:
    """Maps each request to its bucket and counts how full each bucket is."""

    def __init__(self, buckets: Sequence[int] = SEQ_BUCKETS):
        self.buckets = list(buckets)

    def assign(self, seq_lens: torch.Tensor) -> Dict[int, int]:
        counts: Dict[int, int] = {b: 0 for b in self.buckets}
        for length in seq_lens.tolist():
            counts[bucket_of(length, self.buckets)] += 1
        return counts

    def padded_total(self, seq_lens: torch.Tensor) -> int:
        return sum(b * c for b, c in self.assign(seq_lens).items())
