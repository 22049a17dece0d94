"""Helpers for packed (varlen) batches described by cumulative sequence lengths."""
from typing import List, Tuple

import torch


def seq_boundaries(cu_seqlens: torch.Tensor) -> List[Tuple[int, int]]:
    """Return [(start, end), ...] for each packed sequence."""
    offsets = cu_seqlens.tolist()
    return list(zip(offsets[:-1], offsets[1:]))


def split_packed(x: torch.Tensor, cu_seqlens: torch.Tensor) -> List[torch.Tensor]:
    return [x[s:e] for s, e in seq_boundaries(cu_seqlens)]


def cat_packed(chunks: List[torch.Tensor]) -> torch.Tensor:
    return torch.cat(chunks, dim=0)
