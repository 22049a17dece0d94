from __future__ import annotations

from typing import Dict

import torch
from torch import nn

from .attention_backends import create_attention_backend
from .config import ModelConfig


class QwenLiteAttention(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.num_heads = config.num_heads
        self.head_dim = config.hidden_size // config.num_heads
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, k_cache, v_cache, attn_backend, forward_batch):
        bs = hidden_states.shape[0]
        q = self.q_proj(hidden_states).view(bs, self.num_heads, 1, self.head_dim)
        k = k_cache[forward_batch["req_pool_indices"]]
        v = v_cache[forward_batch["req_pool_indices"]]
        out = attn_backend.forward_decode(q, k, v, forward_batch)
        return self.o_proj(out.reshape(bs, -1))


class QwenLiteModel(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        head_dim = config.hidden_size // config.num_heads
        self.attn_backend = create_attention_backend(config)
        self.self_attn = QwenLiteAttention(config)
        cache_shape = (config.max_batch_size, config.num_heads, config.max_context_len, head_dim)
        self.register_buffer("k_cache", torch.randn(cache_shape))
        self.register_buffer("v_cache", torch.randn(cache_shape))

    def forward(self, hidden_states: torch.Tensor, forward_batch: Dict[str, torch.Tensor]) -> torch.Tensor:
        self.attn_backend.init_forward_metadata(forward_batch)
        return hidden_states + self.self_attn(
            hidden_states, self.k_cache, self.v_cache, self.attn_backend, forward_batch
        )


compiled = torch.compile(QwenLiteModel(ModelConfig()), fullgraph=True)
