import torch
from torch import nn

from .kv_pool import TokenToKVPool


class DecoderLayerWithCache(nn.Module):
    def __init__(self, hidden: int = 8, pool_size: int = 16):
        super().__init__()
        self.k_proj = nn.Linear(hidden, hidden, bias=False)
        self.v_proj = nn.Linear(hidden, hidden, bias=False)
        self.pool = TokenToKVPool(pool_size, hidden)

    def forward(self, x: torch.Tensor, out_cache_loc: torch.Tensor) -> torch.Tensor:
        k = self.k_proj(x)
        v = self.v_proj(x)
        self.pool.set_kv_buffer(out_cache_loc, k, v)
        k_all, v_all = self.pool.get_kv_buffer()
        attn = torch.softmax(x @ k_all.t(), dim=-1)
        return attn @ v_all


_layer_singleton = DecoderLayerWithCache()
decode_step = torch.compile(_layer_singleton.forward, fullgraph=True)
