"""Fused-MoE op with a pure-Python reference implementation.

The reference implementation groups tokens per expert with host-side
bookkeeping (``tolist``, per-expert skipping).  It is registered as an opaque
custom op, so the compiler only sees its fake (meta) implementation.
"""
from __future__ import annotations

import torch
import torch.nn.functional as F


@torch.library.custom_op("corpus_u007::fused_moe_ref", mutates_args=())
def fused_moe_ref(
    hidden: torch.Tensor,
    w13: torch.Tensor,
    w2: torch.Tensor,
    topk_weights: torch.Tensor,
    topk_ids: torch.Tensor,
) -> torch.Tensor:
    out = torch.zeros_like(hidden)
    flat_ids = topk_ids.flatten()
    counts = torch.bincount(flat_ids, minlength=w13.shape[0]).tolist()
    order = torch.argsort(flat_ids, stable=True)
    token_idx = order // topk_ids.shape[1]
    offset = 0
    for expert, n in enumerate(counts):
        if n == 0:
            continue
        sel = order[offset:offset + n]
        toks = token_idx[offset:offset + n]
        offset += n
        gate, up = (hidden[toks] @ w13[expert].t()).chunk(2, dim=-1)
        y = (F.silu(gate) * up) @ w2[expert].t()
        out.index_add_(0, toks, y * topk_weights.flatten()[sel, None])
    return out


@fused_moe_ref.register_fake
def _(hidden, w13, w2, topk_weights, topk_ids):
    return torch.empty_like(hidden)
