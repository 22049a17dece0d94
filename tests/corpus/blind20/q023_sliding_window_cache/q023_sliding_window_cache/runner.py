import torch
import torch.nn.functional as F
from torch import nn

from .cache_utils import SlidingWindowCache


class MistralStyleAttention(nn.Module):
    def __init__(self, hidden_size, num_heads, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states, past_key_value, cache_position):
        b, s, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(b, s, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        if past_key_value is not None:
            k, v = past_key_value.update(k, v, self.layer_idx, {"cache_position": cache_position})
        out = F.scaled_dot_product_attention(q, k, v)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class DecodeRunner:
    def __init__(self, hidden_size=16, num_heads=2, num_layers=2, sliding_window=4):
        self.layers = nn.ModuleList(
            MistralStyleAttention(hidden_size, num_heads, i) for i in range(num_layers)
        ).eval()
        self.cache = SlidingWindowCache(num_layers, 1, num_heads, hidden_size // num_heads, sliding_window)

    @torch.compile(fullgraph=True)
    def step(self, hidden_states, cache_position):
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, self.cache, cache_position)
        return hidden_states
