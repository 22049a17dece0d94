from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .mem_cache.memory_pool import MHATokenToKVPool
from .mem_cache.memory_pool_host import MHATokenToKVPoolHost


@dataclass
class ServerArgs:
    hidden_size: int = 8
    num_heads: int = 2
    num_layers: int = 2
    max_total_tokens: int = 32
    page_size: int = 1
    enable_hierarchical_cache: bool = True


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        self.num_heads = server_args.num_heads
        self.head_dim = server_args.hidden_size // server_args.num_heads
        self.layers = nn.ModuleList(
            nn.Linear(server_args.hidden_size, 3 * server_args.hidden_size, bias=False)
            for _ in range(server_args.num_layers)
        )
        self.token_to_kv_pool = MHATokenToKVPool(
            server_args.max_total_tokens,
            server_args.page_size,
            torch.float32,
            self.num_heads,
            self.head_dim,
            server_args.num_layers,
        )
        self.host_kv_pool: Optional[MHATokenToKVPoolHost] = None
        if server_args.enable_hierarchical_cache:
            self.host_kv_pool = MHATokenToKVPoolHost(self.token_to_kv_pool)

    def forward_decode(self, hidden_states: torch.Tensor, out_cache_loc: torch.Tensor, kv_indices: torch.Tensor):
        for layer_id, qkv_proj in enumerate(self.layers):
            q, k, v = qkv_proj(hidden_states).chunk(3, dim=-1)
            q = q.view(-1, self.num_heads, self.head_dim)
            k = k.view(-1, self.num_heads, self.head_dim)
            v = v.view(-1, self.num_heads, self.head_dim)
            self.token_to_kv_pool.set_kv_buffer(layer_id, out_cache_loc, k, v)
            k_cache, v_cache = self.token_to_kv_pool.get_kv_buffer(layer_id)
            keys, values = k_cache[kv_indices], v_cache[kv_indices]
            scores = torch.einsum("bhd,bshd->bhs", q, keys) * self.head_dim ** -0.5
            out = torch.einsum("bhs,bshd->bhd", scores.softmax(-1), values)
            hidden_states = hidden_states + out.reshape(hidden_states.shape)
        return hidden_states


model_runner = ModelRunner(ServerArgs())
compiled_forward_decode = torch.compile(model_runner.forward_decode, fullgraph=True)
