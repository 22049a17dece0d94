from __future__ import annotations

import torch

from .registry import Backend, register_kernel


@register_kernel("rotary_emb", Backend.TORCH, priority=10, tags=("neox",))
def rotary_torch(q, k, cos, sin, interleaved: bool = False):
    def rot(x):
        if interleaved:
            x1, x2 = x[..., ::2], x[..., 1::2]
            return torch.stack((-x2, x1), dim=-1).flatten(-2)
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat((-x2, x1), dim=-1)

    return q * cos + rot(q) * sin, k * cos + rot(k) * sin


@register_kernel("rotary_emb", Backend.CPU_REF, priority=0)
def rotary_reference(q, k, cos, sin):
    out = []
    for t in (q, k):
        x1, x2 = t.chunk(2, dim=-1)
        out.append(torch.cat((x1 * cos[..., : x1.shape[-1]] - x2 * sin[..., : x1.shape[-1]],
                              x2 * cos[..., : x1.shape[-1]] + x1 * sin[..., : x1.shape[-1]]), dim=-1))
    return tuple(out)


@register_kernel("attn_scores", Backend.TORCH, priority=5)
def attn_scores_torch(q, k, scale: float, causal: bool = True):
    s = torch.matmul(q, k.transpose(-1, -2)) * scale
    if causal:
        n = s.shape[-1]
        mask = torch.ones(n, n, dtype=torch.bool).triu(1)
        s = s.masked_fill(mask, float("-inf"))
    return s.softmax(dim=-1)
