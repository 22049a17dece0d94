import torch
import torch.nn as nn

from .attention import Attention, CacheConfig


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, cache_config: CacheConfig):
        super().__init__()
        self.head_size = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn = Attention(num_heads, self.head_size, cache_config)
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states, slot_mapping):
        residual = hidden_states
        hidden_states = self.norm(hidden_states)
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        attn_out = self.attn(q, k, v, slot_mapping)
        return residual + self.o_proj(attn_out)


class TinyDecoderModel(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_layers: int = 2):
        super().__init__()
        cache_config = CacheConfig()
        self.layers = nn.ModuleList(
            DecoderLayer(hidden_size, num_heads, cache_config) for _ in range(num_layers)
        )

    def forward(self, hidden_states, slot_mapping):
        for layer in self.layers:
            hidden_states = layer(hidden_states, slot_mapping)
        return hidden_states


compiled_model = torch.compile(TinyDecoderModel(), fullgraph=True)
