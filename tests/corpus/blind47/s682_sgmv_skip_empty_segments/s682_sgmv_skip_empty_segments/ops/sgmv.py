"""Segmented gather matrix-vector products (reference implementation of the punica kernels).

Tokens are grouped into contiguous segments, one per request; each segment uses the
LoRA slot given by ``lora_indices`` (-1 = no adapter).
"""
from __future__ import annotations

import torch


def _iter_segments(seq_lens: torch.Tensor, lora_indices: torch.Tensor):
    start = 0
    for seg_len, slot in zip(seq_lens.tolist(), lora_indices.tolist()):
        yield start, seg_len, slot
        start += seg_len


def sgmv_shrink(x: torch.Tensor, lora_a_stacked: torch.Tensor, seq_lens: torch.Tensor,
                lora_indices: torch.Tensor, scaling: float) -> torch.Tensor:
    """x: [T, H], lora_a_stacked: [L, R, H] -> [T, R]."""
    out = x.new_zeros(x.shape[0], lora_a_stacked.shape[1])
    for start, seg_len, slot in _iter_segments(seq_lens, lora_indices):
        if seg_len == 0 or slot < 0:
            continue
        out[start:start + seg_len] = x[start:start + seg_len] @ lora_a_stacked[slot].t() * scaling
    return out


def sgmv_expand(buf: torch.Tensor, lora_b_stacked: torch.Tensor, base_out: torch.Tensor,
                seq_lens: torch.Tensor, lora_indices: torch.Tensor) -> torch.Tensor:
    """buf: [T, R], lora_b_stacked: [L, O, R]; adds into base_out [T, O]."""
    for start, seg_len, slot in _iter_segments(seq_lens, lora_indices):
        if seg_len == 0 or slot < 0:
            continue
        base_out[start:start + seg_len] += buf[start:start + seg_len] @ lora_b_stacked[slot].t()
    return base_out
