"""Expert capacity per token-count bucket (precomputed; lookups are plain dict hits)."""
from __future__ import annotations

import bisect
import math
from typing import Dict, Sequence


class CapacityTable:
    def __init__(self, num_experts: int, top_k: int, factor: float,
                 buckets: Sequence[int] = (8, 16, 32, 64, 128), max_tokens: int = 128) -> None:
        self.buckets = tuple(sorted(buckets))
        table: Dict[int, int] = {}
        for n in range(1, max_tokens + 1):
            bucket = self.buckets[min(bisect.bisect_left(self.buckets, n), len(self.buckets) - 1)]
            table[n] = max(1, math.ceil(bucket * top_k * factor / num_experts))
        self._table = table

    def __getitem__(self, num_tokens: int) -> int:
        return self._table[num_tokens]
