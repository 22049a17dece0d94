"""Batch padding helpers shared by the graph runner and the scheduler."""
from __future__ import annotations

import bisect
from typing import Sequence

import torch


def default_capture_sizes(max_batch: int) -> list[int]:
    """1, 2, 4, then every multiple of 8 up to max_batch (vLLM-style)."""
    sizes = [1, 2, 4] + list(range(8, max_batch + 1, 8))
    return sorted(s for s in set(sizes) if s <= max_batch)


def round_up_to_capture_size(num_tokens: int, capture_sizes: Sequence[int]) -> int:
    """Smallest captured size >= num_tokens, or num_tokens itself if it is too large."""
    idx = bisect.bisect_left(capture_sizes, num_tokens)
    if idx == len(capture_sizes):
        return num_tokens
    return capture_sizes[idx]


def pad_first_dim(t: torch.Tensor, target: int, value: float = 0) -> torch.Tensor:
    pad = target - t.shape[0]
    if pad <= 0:
        return t
    filler = t.new_full((pad, *t.shape[1:]), value)
    return torch.cat([t, filler], dim=0)
