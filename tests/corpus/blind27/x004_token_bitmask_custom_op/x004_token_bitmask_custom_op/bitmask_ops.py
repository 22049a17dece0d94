"""Packed int32 bitmask -> -inf on disallowed logits.

The eager implementation goes through numpy (unpackbits) the way the CPU
fallback of many grammar backends does; dynamo only sees the opaque op.
"""
from __future__ import annotations

import numpy as np
import torch


def _unpack(bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
    raw = bitmask.contiguous().cpu().numpy().view(np.uint8)
    bits = np.unpackbits(raw, axis=-1, bitorder="little")[:, :vocab_size]
    return torch.from_numpy(bits.astype(np.bool_))


@torch.library.custom_op("corpus_x004::apply_token_bitmask", mutates_args=())
def apply_token_bitmask(logits: torch.Tensor, bitmask: torch.Tensor) -> torch.Tensor:
    allowed = _unpack(bitmask, logits.shape[-1]).to(logits.device)
    return logits.masked_fill(~allowed, float("-inf"))


@apply_token_bitmask.register_fake
def _(logits: torch.Tensor, bitmask: torch.Tensor) -> torch.Tensor:
    return torch.empty_like(logits)
