"""Batch-size bookkeeping for CUDA-graph replay."""
from __future__ import annotations

import bisect
from typing import List


def get_batch_sizes_to_capture(max_bs: int, disable_padding: bool = False) -> List[int]:
    capture_bs = [1, 2, 4] + list(range(8, max_bs + 1, 8))
    if disable_padding:
        capture_bs = list(range(1, max_bs + 1))
    return sorted(set(bs for bs in capture_bs if bs <= max_bs))


def pad_to_capture_bs(capture_bs: List[int], raw_bs: int) -> int:
    """Smallest captured batch size that can hold ``raw_bs`` requests."""
    index = bisect.bisect_left(capture_bs, raw_bs)
    if index == len(capture_bs):
        raise ValueError(f"batch size {raw_bs} exceeds the largest captured graph")
    return capture_bs[index]
