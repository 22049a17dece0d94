from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .attention_backend import TorchNativeAttnBackend
from .forward_batch_info import ForwardBatch


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    max_num_reqs: int = 4
    max_context_len: int = 16
    kv_pool_size: int = 64


class ModelRunner:
    def __init__(self, config: ModelConfig):
        self.config = config
        self.head_dim = config.hidden_size // config.num_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.req_to_token = torch.arange(
            config.max_num_reqs * config.max_context_len, dtype=torch.int64
        ).view(config.max_num_reqs, config.max_context_len)
        shape = (config.kv_pool_size, config.num_heads, self.head_dim)
        self.k_buffer = torch.zeros(shape)
        self.v_buffer = torch.zeros(shape)
        self.attn_backend = TorchNativeAttnBackend(self.req_to_token)

    @torch.compile(fullgraph=True)
    def forward_extend(self, hidden_states: torch.Tensor, forward_batch: ForwardBatch):
        self.attn_backend.init_forward_metadata(forward_batch)
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.chunk(3, dim=-1)
        shape = (-1, self.config.num_heads, self.head_dim)
        out = self.attn_backend.forward_extend(
            q.reshape(shape),
            k.reshape(shape),
            v.reshape(shape),
            self.k_buffer,
            self.v_buffer,
            forward_batch,
        )
        return self.o_proj(out.reshape(hidden_states.shape))
