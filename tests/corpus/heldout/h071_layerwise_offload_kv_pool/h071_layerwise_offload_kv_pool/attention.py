import torch
from torch import nn

from .memory_pool import HostOffloadedKVPool, MHATokenToKVPool


class DecodeAttention(nn.Module):
    def __init__(self, layer_id: int, head_dim: int, token_to_kv_pool: MHATokenToKVPool) -> None:
        super().__init__()
        self.layer_id = layer_id
        self.scaling = head_dim**-0.5
        self.token_to_kv_pool = token_to_kv_pool

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, out_cache_loc: torch.Tensor) -> torch.Tensor:
        pool = self.token_to_kv_pool
        pool.set_kv_buffer(self.layer_id, out_cache_loc, k, v)
        if isinstance(pool, HostOffloadedKVPool):
            k_cache = pool.get_key_buffer(self.layer_id)
            v_cache = pool.get_value_buffer(self.layer_id)
        else:
            k_cache = pool.k_buffer[self.layer_id]
            v_cache = pool.v_buffer[self.layer_id]
        scores = torch.einsum("thd,shd->hts", q, k_cache) * self.scaling
        return torch.einsum("hts,shd->thd", torch.softmax(scores, dim=-1), v_cache)


pool = HostOffloadedKVPool(size=16, head_num=2, head_dim=8, layer_num=2)
attn = DecodeAttention(layer_id=1, head_dim=8, token_to_kv_pool=pool)
attn_compiled = torch.compile(attn, fullgraph=True)
