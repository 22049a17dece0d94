import torch
import torch.nn.functional as F
from torch import nn

from .kv_pool import PagedKVPool


class DecodeAttention(nn.Module):
    def __init__(self, pool: PagedKVPool, num_heads: int = 2, head_dim: int = 4) -> None:
        super().__init__()
        self.pool = pool
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.qkv = nn.Linear(num_heads * head_dim, 3 * num_heads * head_dim, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        self.pool.write(0, 0, k, v)
        k_all, v_all = self.pool.read(0, n)
        out = F.scaled_dot_product_attention(q.transpose(0, 1), k_all.transpose(0, 1), v_all.transpose(0, 1))
        return out.transpose(0, 1).reshape(n, -1)


pool = PagedKVPool(num_pages=2, page_size=8, num_heads=2, head_dim=4)
attn = DecodeAttention(pool)
decode_step = torch.compile(attn, fullgraph=True)
