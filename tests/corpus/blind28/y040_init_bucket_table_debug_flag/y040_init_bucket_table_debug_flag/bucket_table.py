"""Precomputed size -> capture-bucket table.

bisect is only used while building the table in __init__; at run time the
compiled step does a plain dict lookup on a static Python int.
"""
import bisect
import gc
import sys
from typing import Dict, Sequence

import torch

from . import settings


class BucketTable:
    def __init__(self, capture_sizes: Sequence[int] = settings.CAPTURE_SIZES):
        self.capture_sizes = sorted(capture_sizes)
        self.max_size = self.capture_sizes[-1]
        self._table: Dict[int, int] = {}
        for n in range(1, self.max_size + 1):
            idx = bisect.bisect_left(self.capture_sizes, n)
            self._table[n] = self.capture_sizes[idx]

    def lookup(self, n: int) -> int:
        return self._table.get(n, self.max_size)

    def check_buffers(self, buf: torch.Tensor, n: int) -> None:
        if settings.BUFFER_DEBUG:
            gc.collect()
            print(f"[buffers] n={n} bucket={self.lookup(n)} refs={sys.getrefcount(buf)}", file=sys.stderr)
            if not torch.isfinite(buf).all():
                raise RuntimeError("non-finite values in padded buffer")
