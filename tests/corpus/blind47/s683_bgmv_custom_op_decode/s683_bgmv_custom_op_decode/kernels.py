"""bgmv kernels: one LoRA slot per token.

The reference implementation walks the token->slot map on the host, so it is wrapped
in a custom op; the compiler only sees an opaque call with a fake (meta) impl.
"""
from __future__ import annotations

import logging

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("blind47_s683::bgmv_shrink_expand", mutates_args=())
def bgmv_shrink_expand(x: torch.Tensor, lora_a_stacked: torch.Tensor,
                       lora_b_stacked: torch.Tensor, token_lora_indices: torch.Tensor,
                       scaling: float) -> torch.Tensor:
    out = x.new_zeros(x.shape[0], lora_b_stacked.shape[1])
    slots = token_lora_indices.tolist()
    if max(slots) >= lora_a_stacked.shape[0]:
        raise IndexError(f"LoRA slot out of range: {max(slots)}")
    for tok, slot in enumerate(slots):
        if slot < 0:
            continue
        out[tok] = (x[tok] @ lora_a_stacked[slot].t()) @ lora_b_stacked[slot].t() * scaling
    logger.debug("bgmv: %d tokens, %d distinct adapters", len(slots), len(set(slots)))
    return out


@bgmv_shrink_expand.register_fake
def _(x, lora_a_stacked, lora_b_stacked, token_lora_indices, scaling):
    return x.new_empty(x.shape[0], lora_b_stacked.shape[1])
