from __future__ import annotations

import math

import torch
import torch.nn as nn

from .allocator import SlotAllocator
from .pool import TokenToKVPool


class DecodeAttention(nn.Module):
    """Single-layer decode attention that appends to a paged KV pool."""

    def __init__(self, hidden: int = 8, heads: int = 2, pool_size: int = 64):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.pool = TokenToKVPool(pool_size, heads, self.head_dim)
        self.allocator = SlotAllocator(self.pool)
        self.scale = 1.0 / math.sqrt(self.head_dim)

    def _split_heads(self, t: torch.Tensor) -> torch.Tensor:
        return t.view(t.shape[0], self.heads, self.head_dim)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        q, k, v = self._split_heads(q), self._split_heads(k), self._split_heads(v)

        out_cache_loc = self.allocator.alloc(num_tokens)
        self.pool.set_kv_buffer(out_cache_loc, k, v)

        k_all, v_all = self.pool.get_kv_buffer()
        k_ctx = k_all[out_cache_loc]
        v_ctx = v_all[out_cache_loc]
        scores = torch.einsum("qhd,khd->hqk", q, k_ctx) * self.scale
        probs = scores.softmax(dim=-1)
        ctx = torch.einsum("hqk,khd->qhd", probs, v_ctx).reshape(num_tokens, -1)
        return self.o_proj(ctx)


compiled = torch.compile(DecodeAttention(), fullgraph=True)
