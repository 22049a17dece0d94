from __future__ import annotations

import bisect
import os
from typing import List


def get_capture_batch_sizes(max_bs: int) -> List[int]:
    """Batch sizes captured at startup: 1, 2, 4, 8, then multiples of 8."""
    override = os.environ.get("CUDA_GRAPH_BS")
    if override:
        return sorted(int(x) for x in override.split(","))
    sizes = [1, 2, 4, 8] + list(range(16, max_bs + 1, 8))
    return [bs for bs in sizes if bs <= max_bs]


def get_padded_batch_size(capture_bs: List[int], raw_bs: int) -> int:
    """Smallest captured batch size that can hold ``raw_bs`` requests."""
    index = bisect.bisect_left(capture_bs, raw_bs)
    if index == len(capture_bs):
        raise ValueError(f"batch size {raw_bs} exceeds the largest captured graph")
    return capture_bs[index]
