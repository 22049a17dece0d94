from __future__ import annotations

from typing import Optional

import torch
from torch import nn

from .pool_factory import ServerArgs, create_kv_pools


class DecoderLayer(nn.Module):
    def __init__(self, layer_id: int, hidden_size: int):
        super().__init__()
        self.layer_id = layer_id
        self.k_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.v_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states, out_cache_loc, token_to_kv_pool):
        k = self.k_proj(hidden_states)
        v = self.v_proj(hidden_states)
        token_to_kv_pool.set_kv_buffer(self.layer_id, out_cache_loc, k, v)
        k_cache, v_cache = token_to_kv_pool.get_kv_buffer(self.layer_id)
        return hidden_states + v_cache[out_cache_loc] * k_cache[out_cache_loc].sigmoid()


class ModelRunner(nn.Module):
    def __init__(self, server_args: Optional[ServerArgs] = None):
        super().__init__()
        server_args = server_args or ServerArgs()
        self.server_args = server_args
        self.token_to_kv_pool, self.host_kv_pool = create_kv_pools(server_args)
        self.layers = nn.ModuleList(
            DecoderLayer(i, server_args.head_dim) for i in range(server_args.num_layers)
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        out_cache_loc = torch.arange(1, num_tokens + 1)
        stale_loc = out_cache_loc + num_tokens
        self.token_to_kv_pool.evict(stale_loc)
        for layer in self.layers:
            hidden_states = layer(hidden_states, out_cache_loc, self.token_to_kv_pool)
        return hidden_states


model_runner = torch.compile(ModelRunner(), fullgraph=True)
