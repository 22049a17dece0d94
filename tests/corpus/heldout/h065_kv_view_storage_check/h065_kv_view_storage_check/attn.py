import torch
import torch.nn.functional as F
from torch import nn

from .pool import TokenToKVPool


class RadixAttention(nn.Module):
    def __init__(self, layer_id: int, pool: TokenToKVPool) -> None:
        super().__init__()
        self.layer_id = layer_id
        self.pool = pool

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, loc: torch.Tensor) -> torch.Tensor:
        k_buf, v_buf = self.pool.get_kv(self.layer_id)
        if not self.pool.is_pool_view(k_buf):
            raise RuntimeError("KV buffer detached from the pool")
        k_buf[loc] = k
        v_buf[loc] = v
        return F.scaled_dot_product_attention(q.transpose(0, 1), k_buf.transpose(0, 1), v_buf.transpose(0, 1)).transpose(0, 1)


pool = TokenToKVPool(size=6, heads=2, head_dim=4, layers=2)
attn = RadixAttention(1, pool)
attn_fn = torch.compile(attn, fullgraph=True)
