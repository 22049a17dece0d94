from __future__ import annotations

import functools

import torch
from torch import nn

from .memory_pool import MHATokenToKVPool


class DecodeRunner(nn.Module):
    def __init__(self, hidden: int = 8, pool_size: int = 32, num_layers: int = 2):
        super().__init__()
        self.num_layers = num_layers
        self.qkv_proj = nn.ModuleList(nn.Linear(hidden, 3 * hidden) for _ in range(num_layers))
        self.kv_pool = MHATokenToKVPool(pool_size, hidden, num_layers)

    def forward_layer(self, layer_id: int, hidden: torch.Tensor, out_cache_loc: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj[layer_id](hidden).chunk(3, dim=-1)
        self.kv_pool.set_kv_buffer(layer_id, out_cache_loc, k, v)
        return hidden + torch.softmax(q * k, dim=-1) * v


def run_decode(runner: DecodeRunner, out_cache_loc: torch.Tensor, hidden: torch.Tensor) -> torch.Tensor:
    for layer_id in range(runner.num_layers):
        hidden = runner.forward_layer(layer_id, hidden, out_cache_loc)
    return hidden


_runner = DecodeRunner()
_out_cache_loc = torch.tensor([3, 4, 5, 9], dtype=torch.int64)
decode_step = torch.compile(functools.partial(run_decode, _runner, _out_cache_loc), fullgraph=True)
