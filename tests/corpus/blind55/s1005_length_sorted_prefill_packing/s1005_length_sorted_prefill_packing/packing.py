from __future__ import annotations

from typing import List, Sequence, Tuple

import torch


def bucket_lengths(lengths: Sequence[int], bucket: int) -> List[int]:
    return [((n + bucket - 1) // bucket) * bucket for n in lengths]


def length_sorted_order(lengths: Sequence[int], descending: bool = True) -> List[int]:
    return sorted(range(len(lengths)), key=lambda i: lengths[i], reverse=descending)


def build_packed_indices(
    seq_lens: torch.Tensor, order: Sequence[int]
) -> Tuple[torch.Tensor, torch.Tensor]:
    order_t = torch.tensor(list(order), dtype=torch.int64, device=seq_lens.device)
    sorted_lens = seq_lens[order_t]
    cu_seqlens = torch.zeros(seq_lens.shape[0] + 1, dtype=torch.int32, device=seq_lens.device)
    cu_seqlens[1:] = torch.cumsum(sorted_lens, dim=0)
    return order_t, cu_seqlens
