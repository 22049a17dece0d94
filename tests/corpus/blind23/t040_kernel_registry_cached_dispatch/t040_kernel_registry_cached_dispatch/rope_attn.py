from __future__ import annotations

import math

import torch

from .registry import call_kernel


class RotaryCache:
    def __init__(self, head_dim: int, max_pos: int = 64, base: float = 10000.0):
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2).float() / head_dim))
        freqs = torch.outer(torch.arange(max_pos).float(), inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.cos, self.sin = emb.cos(), emb.sin()

    def lookup(self, positions: torch.Tensor):
        return self.cos[positions], self.sin[positions]


ROPE = RotaryCache(head_dim=8)


def rope_step(q: torch.Tensor, k: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    cos, sin = ROPE.lookup(positions)
    q, k = call_kernel("rotary_emb", q, k, cos, sin, interleaved=False, use_fp32_accum=True)
    probs = call_kernel("attn_scores", q, k, scale=1.0 / math.sqrt(q.shape[-1]), causal=True)
    return probs


rope_step = torch.compile(rope_step, fullgraph=True)
