from __future__ import annotations

import torch
from torch import nn

from .attention import Attention
from .config import CacheConfig


class LlamaAttentionLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, cache_config: CacheConfig | None = None):
        super().__init__()
        cache_config = cache_config or CacheConfig()
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn = Attention(num_heads, hidden_size // num_heads, cache_config)

    def forward(self, hidden_states, slot_mapping, block_table):
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        attn_out = self.attn(q, k, v, slot_mapping, block_table)
        return self.o_proj(attn_out)


layer = LlamaAttentionLayer()
compiled_layer = torch.compile(layer, fullgraph=True)
