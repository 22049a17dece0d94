import math

import torch
import torch.nn as nn

from .kv import KVCacheManager


class DecodeAttention(nn.Module):
    def __init__(self, hidden: int, num_heads: int, block_size: int, num_blocks: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.block_size = block_size
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.out = nn.Linear(hidden, hidden, bias=False)
        self.register_buffer(
            "k_cache", torch.zeros(num_blocks * block_size, num_heads, self.head_dim), persistent=False
        )
        self.register_buffer(
            "v_cache", torch.zeros(num_blocks * block_size, num_heads, self.head_dim), persistent=False
        )

    def forward(self, x: torch.Tensor, slots: torch.Tensor, context_slots: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        self.k_cache.index_copy_(0, slots, k)
        self.v_cache.index_copy_(0, slots, v)
        keys = self.k_cache[context_slots]  # [n, ctx, h, d]
        vals = self.v_cache[context_slots]
        scores = torch.einsum("nhd,nchd->nhc", q, keys) / math.sqrt(self.head_dim)
        probs = scores.softmax(dim=-1)
        ctx = torch.einsum("nhc,nchd->nhd", probs, vals)
        return self.out(ctx.reshape(n, -1))


class DecodeRunner:
    def __init__(self, hidden: int = 8, num_heads: int = 2, block_size: int = 4, num_blocks: int = 32):
        self.kv = KVCacheManager(num_blocks, block_size, max_seqs=4, max_blocks_per_seq=8)
        self.attn = DecodeAttention(hidden, num_heads, block_size, num_blocks)
        self.step = 0

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        num_seqs = hidden.shape[0]
        slots = self.kv.reserve_decode_slots(num_seqs, self.step)
        context_slots = slots.unsqueeze(1)  # first step: the context is the new token
        return self.attn(hidden, slots, context_slots)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
