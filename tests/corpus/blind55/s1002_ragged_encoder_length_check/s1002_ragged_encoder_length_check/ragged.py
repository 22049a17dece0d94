"""Helpers to move between padded [bs, max_len, ...] and packed [total, ...] layouts."""
from __future__ import annotations

from typing import NamedTuple

import torch
import torch.nn.functional as F


class PackedBatch(NamedTuple):
    values: torch.Tensor
    cu_seqlens: torch.Tensor
    positions: torch.Tensor
    max_seqlen: int


def lengths_to_cu_seqlens(lengths: torch.Tensor) -> torch.Tensor:
    return F.pad(torch.cumsum(lengths, dim=0, dtype=torch.int32), (1, 0))


def padding_mask(lengths: torch.Tensor, max_len: int) -> torch.Tensor:
    arange = torch.arange(max_len, device=lengths.device)
    return arange[None, :] < lengths[:, None]


def _sanitize_lengths(lengths: torch.Tensor, max_len: int, clamp_empty: bool) -> torch.Tensor:
    lengths = lengths.clamp(max=max_len)
    if clamp_empty and (lengths == 0).any():
        lengths = lengths.clamp(min=1)
    return lengths


def flatten_padded(
    padded: torch.Tensor, lengths: torch.Tensor, clamp_empty: bool = True
) -> PackedBatch:
    bs, max_len = padded.shape[:2]
    lengths = _sanitize_lengths(lengths, max_len, clamp_empty)
    mask = padding_mask(lengths, max_len)
    positions = torch.arange(max_len, device=padded.device).expand(bs, max_len)
    return PackedBatch(
        values=padded[mask],
        cu_seqlens=lengths_to_cu_seqlens(lengths),
        positions=positions[mask],
        max_seqlen=max_len,
    )


def unflatten_packed(values: torch.Tensor, lengths: torch.Tensor, max_len: int) -> torch.Tensor:
    bs = lengths.shape[0]
    out = values.new_zeros(bs, max_len, *values.shape[1:])
    out[padding_mask(lengths, max_len)] = values
    return out
