from __future__ import annotations

import bisect
import itertools
import logging
import time
from typing import Dict, List, Sequence

import torch

logger = logging.getLogger(__name__)


def get_capture_batch_sizes(max_bs: int, extra: Sequence[int] = ()) -> List[int]:
    sizes = {1, 2, 4} | {8 * i for i in range(1, max_bs // 8 + 1)} | set(extra)
    return sorted(bs for bs in sizes if bs <= max_bs)


def build_padding_table(capture_bs: List[int]) -> Dict[int, int]:
    start = time.perf_counter()
    table = {}
    for raw_bs in range(1, capture_bs[-1] + 1):
        table[raw_bs] = capture_bs[bisect.bisect_left(capture_bs, raw_bs)]
    logger.info(
        "built decode padding table for %d batch sizes in %.2f ms",
        len(table), (time.perf_counter() - start) * 1e3,
    )
    return table


def cu_seqlens_from_list(seq_lens: List[int], device=None) -> torch.Tensor:
    return torch.tensor(list(itertools.accumulate(seq_lens, initial=0)), dtype=torch.int32, device=device)


def pad_to(x: torch.Tensor, size: int, value) -> torch.Tensor:
    if x.shape[0] == size:
        return x
    pad = x.new_full((size - x.shape[0],) + tuple(x.shape[1:]), value)
    return torch.cat([x, pad], dim=0)
