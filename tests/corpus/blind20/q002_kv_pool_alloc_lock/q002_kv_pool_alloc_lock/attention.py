from __future__ import annotations

import math

import torch
from torch import nn

from .kv_pool import MHATokenToKVPool


class DecodeAttention(nn.Module):
    def __init__(self, hidden: int, num_heads: int, layer_id: int, pool: MHATokenToKVPool):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.layer_id = layer_id
        self.pool = pool
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.scale = 1.0 / math.sqrt(self.head_dim)

    def _store_kv(self, k, v):
        loc = self.pool.alloc_slots(k.shape[0], k.device)
        self.pool.set_kv_buffer(self.layer_id, loc, k, v)
        return loc

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        self._store_kv(k, v)
        k_all, v_all = self.pool.get_kv_buffer(self.layer_id)
        scores = torch.einsum("nhd,shd->hns", q, k_all) * self.scale
        out = torch.einsum("hns,shd->nhd", scores.softmax(-1), v_all)
        return self.o_proj(out.reshape(n, -1))


class DecodeRunner:
    def __init__(self, hidden: int = 8, num_heads: int = 2, num_layers: int = 2, pool_size: int = 64):
        self.pool = MHATokenToKVPool(pool_size, num_heads, hidden // num_heads, num_layers)
        self.layers = nn.ModuleList(DecodeAttention(hidden, num_heads, i, self.pool) for i in range(num_layers))

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return hidden_states
