import torch
import torch.nn.functional as F

from .kv_cache import FP8KVCache


class FP8CachedAttention(torch.nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, max_len: int = 16):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = torch.nn.Linear(hidden, 3 * hidden)
        self.o_proj = torch.nn.Linear(hidden, hidden)
        self.cache = FP8KVCache(num_heads, self.head_dim, max_len)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        t, h = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(t, self.num_heads, self.head_dim)
        k = k.view(t, self.num_heads, self.head_dim)
        v = v.view(t, self.num_heads, self.head_dim)
        k, v, _ = self.cache.store(k, v)
        out = F.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True
        )
        return self.o_proj(out.transpose(0, 1).reshape(t, h))


compiled_attn = torch.compile(FP8CachedAttention(), fullgraph=True)
