import torch
from torch import nn
import torch.nn.functional as F

from .cache import StaticCache


class CachedAttention(nn.Module):
    def __init__(self, dim, heads, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.heads = heads
        self.head_dim = dim // heads
        self.qkv = nn.Linear(dim, 3 * dim, bias=False)
        self.out = nn.Linear(dim, dim, bias=False)

    def forward(self, x, past_key_values, cache_position):
        bsz, q_len, _ = x.shape
        q, k, v = self.qkv(x).view(bsz, q_len, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)
        k, v = past_key_values.update(k, v, self.layer_idx, {"cache_position": cache_position})
        kv_pos = torch.arange(past_key_values.get_max_cache_shape(), device=x.device)
        mask = kv_pos[None, :] <= cache_position[:, None]
        o = F.scaled_dot_product_attention(q, k, v, attn_mask=mask[None, None])
        return self.out(o.transpose(1, 2).reshape(bsz, q_len, -1))


class DecodeEngine:
    def __init__(self, dim=16, heads=2, layers=2, batch_size=2, max_cache_len=8):
        self.layers = nn.ModuleList(CachedAttention(dim, heads, i) for i in range(layers)).eval()
        self.cache = StaticCache(layers, batch_size, heads, dim // heads, max_cache_len)

    @torch.no_grad()
    def step(self, hidden_states, cache_position):
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, self.cache, cache_position)
        return hidden_states


engine = DecodeEngine()
decode = torch.compile(engine.step, fullgraph=True)
