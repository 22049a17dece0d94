from __future__ import annotations

import torch
from torch import nn

from .allocator import TokenToKVPoolAllocator
from .kv_cache import MHATokenToKVPool


class ModelRunnerBase:
    def __init__(self, max_total_tokens: int, head_dim: int, num_layers: int):
        self.num_layers = num_layers
        self.token_to_kv_pool = MHATokenToKVPool(max_total_tokens, head_dim, num_layers)
        self.token_to_kv_pool_allocator = TokenToKVPoolAllocator(max_total_tokens)

    def _alloc_out_cache_loc(self, num_tokens: int) -> torch.Tensor:
        return self.token_to_kv_pool_allocator.alloc(num_tokens)


class DecodeModelRunner(ModelRunnerBase):
    def __init__(self, hidden_size: int = 8, max_total_tokens: int = 64, num_layers: int = 1):
        super().__init__(max_total_tokens, hidden_size, num_layers)
        self.k_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.v_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        out_cache_loc = self._alloc_out_cache_loc(hidden_states.shape[0])
        for layer_id in range(self.num_layers):
            k = self.k_proj(hidden_states)
            v = self.v_proj(hidden_states)
            self.token_to_kv_pool.set_kv_buffer(layer_id, out_cache_loc, k, v)
            hidden_states = hidden_states + self.o_proj(v)
        return hidden_states


runner = DecodeModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
