from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .flash_backend import FlashAttentionBackend
from .forward_batch_info import ForwardBatch


@dataclass
class ModelConfig:
    vocab_size: int = 64
    hidden_size: int = 8
    num_attention_heads: int = 2
    max_context_len: int = 16
    max_num_reqs: int = 4
    sliding_window: Optional[int] = 8
    attention_backend: str = "fa3"


ATTENTION_BACKENDS = {
    "fa3": FlashAttentionBackend,
    "flash_attn": FlashAttentionBackend,
}


class TinyDecoderLayer(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden, k_cache, v_cache, forward_batch: ForwardBatch):
        q, _, _ = self.qkv_proj(hidden).chunk(3, dim=-1)
        attn = forward_batch.attn_backend.forward(q, k_cache, v_cache, forward_batch)
        return hidden + self.o_proj(attn)


class ModelRunner:
    def __init__(self, config: ModelConfig):
        self.config = config
        head_dim = config.hidden_size // config.num_attention_heads
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layer = TinyDecoderLayer(config)
        self.req_to_token = torch.arange(
            config.max_num_reqs * config.max_context_len, dtype=torch.int64
        ).view(config.max_num_reqs, config.max_context_len)
        pool = config.max_num_reqs * config.max_context_len
        self.k_cache = torch.zeros(pool, config.num_attention_heads, head_dim)
        self.v_cache = torch.zeros(pool, config.num_attention_heads, head_dim)
        backend_cls = ATTENTION_BACKENDS[config.attention_backend]
        self.attn_backend = backend_cls(
            self.req_to_token,
            config.num_attention_heads,
            head_dim,
            sliding_window_size=config.sliding_window,
        )

    def forward_decode(self, input_ids, req_pool_indices, seq_lens):
        forward_batch = ForwardBatch.init_decode(
            input_ids, req_pool_indices, seq_lens, attn_backend=self.attn_backend
        )
        self.attn_backend.init_forward_metadata(forward_batch)
        hidden = self.embed_tokens(forward_batch.input_ids)
        hidden = self.layer(hidden, self.k_cache, self.v_cache, forward_batch)
        return hidden


runner = ModelRunner(ModelConfig())
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
