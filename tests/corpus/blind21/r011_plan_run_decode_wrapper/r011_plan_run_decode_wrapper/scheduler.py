"""Host-side split-KV scheduling used by ``plan()``."""
from __future__ import annotations

import math
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class SplitKVPlan:
    num_splits: int
    chunk_size: int
    padded_batch_size: int
    split_kv: bool


def _round_up(x: int, multiple: int) -> int:
    return (x + multiple - 1) // multiple * multiple


def compute_split_kv_plan(
    kv_indptr: torch.Tensor,
    page_size: int,
    min_chunk_pages: int,
    max_grid_size: int,
) -> SplitKVPlan:
    """Decide whether the decode kernel splits long sequences across CTAs.

    Mirrors the "balanced" scheduler: the longest request decides the chunk
    size, short batches get split so that the grid is filled.
    """
    batch_size = kv_indptr.shape[0] - 1
    pages_per_req = kv_indptr[1:] - kv_indptr[:-1]
    max_pages = int(pages_per_req.max())
    # grid budget per request bounds how finely a sequence may be split
    chunk_pages = min_chunk_pages * max(1, batch_size * 4 // max_grid_size)
    num_splits = math.ceil(max_pages / chunk_pages)
    if num_splits <= 1:
        return SplitKVPlan(1, max_pages * page_size, batch_size, False)
    padded = _round_up(batch_size * num_splits, 8)
    return SplitKVPlan(num_splits, chunk_pages * page_size, padded, True)
