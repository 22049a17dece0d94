from dataclasses import dataclass

import torch
import torch.nn as nn

from .memory_pool import MHATokenToKVPool
from .radix_attention import RadixAttention


@dataclass
class ServerArgs:
    kv_cache_dtype: str = "fp8_e4m3"
    max_total_tokens: int = 16
    num_layers: int = 2
    hidden_size: int = 8
    num_heads: int = 2


@dataclass
class ForwardBatch:
    out_cache_loc: torch.Tensor
    token_to_kv_pool: MHATokenToKVPool


class Block(nn.Module):
    def __init__(self, args: ServerArgs, layer_id: int):
        super().__init__()
        head_dim = args.hidden_size // args.num_heads
        self.qkv = nn.Linear(args.hidden_size, 3 * args.hidden_size)
        self.attn = RadixAttention(args.num_heads, head_dim, layer_id)
        self.out = nn.Linear(args.hidden_size, args.hidden_size)

    def forward(self, x, forward_batch):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        return x + self.out(self.attn(q, k, v, forward_batch))


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        self.layers = nn.ModuleList(Block(server_args, i) for i in range(server_args.num_layers))
        self.token_to_kv_pool = MHATokenToKVPool(
            server_args.max_total_tokens,
            server_args.num_heads,
            server_args.hidden_size // server_args.num_heads,
            server_args.num_layers,
            dtype=torch.float32,
            kv_cache_dtype=server_args.kv_cache_dtype,
        )

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states: torch.Tensor, out_cache_loc: torch.Tensor):
        forward_batch = ForwardBatch(out_cache_loc, self.token_to_kv_pool)
        for layer in self.layers:
            hidden_states = layer(hidden_states, forward_batch)
        return hidden_states
