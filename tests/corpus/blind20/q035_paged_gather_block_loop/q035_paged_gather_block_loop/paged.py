"""Gather a contiguous K/V view out of the paged cache, block by block."""
from __future__ import annotations

from typing import Tuple

import torch

from .cache import PagedKVCache


def _num_live_blocks(seq_lens: torch.Tensor, block_size: int) -> int:
    longest = int(seq_lens.max())
    return (longest + block_size - 1) // block_size


def gather_kv(cache: PagedKVCache, seq_lens: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    n_blocks = _num_live_blocks(seq_lens, cache.block_size)
    keys, values = [], []
    for j in range(n_blocks):
        page_ids = cache.block_table[:, j]
        keys.append(cache.key_pages[page_ids])
        values.append(cache.value_pages[page_ids])
    return torch.cat(keys, dim=1), torch.cat(values, dim=1)


def length_mask(seq_lens: torch.Tensor, max_len: int) -> torch.Tensor:
    pos = torch.arange(max_len, device=seq_lens.device)
    return pos.unsqueeze(0) < seq_lens.unsqueeze(1)
