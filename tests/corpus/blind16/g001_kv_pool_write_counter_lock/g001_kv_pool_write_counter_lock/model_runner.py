import torch
from torch import nn

from .attention import TorchNativeAttnBackend
from .memory_pool import MHATokenToKVPool


class ModelRunner:
    def __init__(self, hidden: int = 8, pool_size: int = 16):
        self.qkv_proj = nn.Linear(hidden, 3 * hidden)
        self.o_proj = nn.Linear(hidden, hidden)
        self.token_to_kv_pool = MHATokenToKVPool(pool_size, hidden)
        self.attn_backend = TorchNativeAttnBackend(self.token_to_kv_pool, hidden ** -0.5)
        self.out_cache_loc = torch.arange(4, dtype=torch.int64)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        attn = self.attn_backend.forward_decode(q, k, v, self.out_cache_loc)
        return self.o_proj(attn)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
