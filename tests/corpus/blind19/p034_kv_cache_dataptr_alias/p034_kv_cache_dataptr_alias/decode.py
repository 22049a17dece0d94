import torch
import torch.nn as nn

from .kv_cache import ContiguousKVCache


class DecodeLayer(nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2, max_len: int = 16):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.out = nn.Linear(hidden, hidden, bias=False)
        self.cache = ContiguousKVCache(4, max_len, heads, self.head_dim)

    @torch.compile(fullgraph=True)
    def forward(self, hidden: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        b = hidden.shape[0]
        q, k, v = self.qkv(hidden).view(b, 3, self.heads, self.head_dim).unbind(1)
        k_all, v_all = self.cache.update(positions, k, v)
        scores = torch.einsum("bhd,bshd->bhs", q, k_all) / self.head_dim ** 0.5
        span = torch.arange(k_all.shape[1])
        scores = scores.masked_fill(span[None, None, :] > positions[:, None, None], float("-inf"))
        o = torch.einsum("bhs,bshd->bhd", scores.softmax(-1), v_all)
        return self.out(o.reshape(b, -1))
