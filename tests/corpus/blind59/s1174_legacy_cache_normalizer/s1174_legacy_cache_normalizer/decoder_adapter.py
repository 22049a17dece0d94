from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .base_adapter import BaseModelAdapter


class CachedAttentionLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, cache) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k, v = (t.view(bsz, q_len, self.num_heads, self.head_dim).transpose(1, 2) for t in (q, k, v))
        k, v = cache.update(k, v, self.layer_idx)
        out = F.scaled_dot_product_attention(q, k, v)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class DecoderOnlyAdapter(BaseModelAdapter):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_layers: int = 2):
        super().__init__(num_layers, num_heads, hidden_size // num_heads)
        self.layers = nn.ModuleList(
            CachedAttentionLayer(hidden_size, num_heads, i) for i in range(num_layers)
        )

    def forward(
        self,
        hidden_states: torch.Tensor,
        key_cache: torch.Tensor,
        value_cache: torch.Tensor,
    ):
        cache = self._prepare_cache(key_cache, value_cache)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, cache)
        return self._pack_outputs(hidden_states, cache)


decode_model = torch.compile(DecoderOnlyAdapter().eval(), fullgraph=True)
