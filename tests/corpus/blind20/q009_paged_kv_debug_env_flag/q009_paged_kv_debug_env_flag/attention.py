from __future__ import annotations

import torch
from torch import nn

from .paged_kv import PagedKVCache


class PagedAttention(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, num_blocks: int = 8):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.kv_cache = PagedKVCache(num_blocks, num_heads, self.head_dim)
        self.reserved = self.kv_cache.allocate_blocks(2)

    @torch.compile(fullgraph=True)
    def forward(self, x, slot_mapping, block_tables, context_lens):
        bs = x.shape[0]
        q, k, v = self.qkv(x).view(bs, 3, self.num_heads, self.head_dim).unbind(1)
        self.kv_cache.reshape_and_cache(k, v, slot_mapping)
        k_ctx, v_ctx = self.kv_cache.gather(block_tables)
        scores = torch.einsum("bhd,bthd->bht", q, k_ctx) * self.head_dim**-0.5
        valid = torch.arange(k_ctx.shape[1])[None, :] < context_lens[:, None]
        scores = scores.masked_fill(~valid[:, None, :], float("-inf"))
        return torch.einsum("bht,bthd->bhd", scores.softmax(-1), v_ctx).reshape(bs, -1)
