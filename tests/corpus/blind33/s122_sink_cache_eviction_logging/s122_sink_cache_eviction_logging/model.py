import torch
import torch.nn as nn
import torch.nn.functional as F

from .cache import SinkKVCache


class SinkAttention(nn.Module):
    def __init__(self, hidden: int = 16, heads: int = 2, num_sinks: int = 1, window: int = 3):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)
        self.cache = SinkKVCache(num_sinks, window)

    def _shape(self, t):
        b, s, _ = t.shape
        return t.view(b, s, self.heads, self.head_dim).transpose(1, 2)

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q, k, v = self._shape(q), self._shape(k), self._shape(v)
        k, v = self.cache.compact(k, v)
        o = F.scaled_dot_product_attention(q, k, v)
        b, _, s, _ = o.shape
        return self.out(o.transpose(1, 2).reshape(b, s, -1))


compiled_attn = torch.compile(SinkAttention(), fullgraph=True)
