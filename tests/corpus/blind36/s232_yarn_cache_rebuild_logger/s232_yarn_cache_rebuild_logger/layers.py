import torch
from torch import nn

from .yarn import YarnRotaryCache


def _rotate_half(x):
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


class YarnSelfAttention(nn.Module):
    def __init__(self, hidden=16, num_heads=2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.rope = YarnRotaryCache(self.head_dim)

    def _split(self, x):
        b, s, _ = x.shape
        return x.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states):
        b, s, h = hidden_states.shape
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        q, k, v = self._split(q), self._split(k), self._split(v)
        cos, sin = self.rope.get(s)
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, h))


layer = YarnSelfAttention()
forward = torch.compile(layer, fullgraph=True)
