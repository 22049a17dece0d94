"""Packed token bitmask helpers (32 tokens per int32 word, little-endian bits),
ported from the outlines/xgrammar CPU fallback."""
from __future__ import annotations

import numpy as np
import torch

BITS_PER_WORD = 32


def num_words(vocab_size: int) -> int:
    return (vocab_size + BITS_PER_WORD - 1) // BITS_PER_WORD


def unpack_bitmask(bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
    """[B, W] int32 words -> [B, vocab] bool (True = token allowed)."""
    as_bytes = bitmask.contiguous().view(torch.uint8).cpu().numpy()
    bits = np.unpackbits(as_bytes, axis=-1, bitorder="little")
    return torch.from_numpy(bits[:, :vocab_size]).to(bitmask.device).bool()


def apply_token_bitmask_inplace(logits: torch.Tensor, bitmask: torch.Tensor) -> torch.Tensor:
    allowed = unpack_bitmask(bitmask, logits.shape[-1])
    return logits.masked_fill_(~allowed, float("-inf"))
