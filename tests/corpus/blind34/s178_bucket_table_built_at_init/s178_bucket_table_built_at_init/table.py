import bisect
import functools
from typing import Dict, List


@functools.lru_cache(maxsize=None)
def next_pow2(n: int) -> int:
    return 1 << max(n - 1, 0).bit_length()


class BucketTable:
    """Precomputed batch-size -> captured-size map.

    bisect runs once here, at construction, for every possible batch size;
    the hot path is a plain dict lookup.
    """

    def __init__(self, capture_sizes: List[int], max_bs: int):
        self.capture_sizes = sorted(capture_sizes)
        self._table: Dict[int, int] = {}
        for bs in range(1, max_bs + 1):
            idx = bisect.bisect_left(self.capture_sizes, bs)
            self._table[bs] = (
                self.capture_sizes[idx] if idx < len(self.capture_sizes) else next_pow2(bs)
            )

    def __getitem__(self, bs: int) -> int:
        return self._table[bs]

    def __len__(self) -> int:
        return len(self._table)

    def padding_overhead(self) -> Dict[int, float]:
        """Fraction of padded rows per batch size (reported at startup)."""
        return {bs: (cap - bs) / cap for bs, cap in self._table.items()}

    def __repr__(self) -> str:
        return f"BucketTable(sizes={self.capture_sizes}, max_bs={len(self)})"
