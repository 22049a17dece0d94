from __future__ import annotations

import torch
from torch import nn

from .attention import ForwardBatch, RadixAttention, TorchNativeAttnBackend
from .memory_pool import MHATokenToKVPool, ReqToTokenPool


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_id: int):
        super().__init__()
        head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.attn = RadixAttention(num_heads, head_dim, head_dim ** -0.5, layer_id)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states, forward_batch):
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        return hidden_states + self.o_proj(self.attn(q, k, v, forward_batch))


class ModelRunner:
    def __init__(self, hidden_size=8, num_heads=2, num_layers=2, max_reqs=4, context_len=8):
        self.layers = nn.ModuleList(DecoderLayer(hidden_size, num_heads, i) for i in range(num_layers))
        self.req_to_token_pool = ReqToTokenPool(max_reqs, context_len)
        self.req_to_token_pool.req_to_token.copy_(
            torch.arange(max_reqs * context_len).view(max_reqs, context_len)
        )
        self.token_to_kv_pool = MHATokenToKVPool(
            max_reqs * context_len, torch.float32, num_heads, hidden_size // num_heads, num_layers
        )
        self.attn_backend = TorchNativeAttnBackend()

    def forward_decode(self, hidden_states, req_pool_indices, seq_lens, out_cache_loc):
        forward_batch = ForwardBatch(
            req_pool_indices=req_pool_indices,
            seq_lens=seq_lens,
            out_cache_loc=out_cache_loc,
            req_to_token_pool=self.req_to_token_pool,
            token_to_kv_pool=self.token_to_kv_pool,
            attn_backend=self.attn_backend,
        )
        for layer in self.layers:
            hidden_states = layer(hidden_states, forward_batch)
        return hidden_states


runner = ModelRunner()
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
