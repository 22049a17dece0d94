from __future__ import annotations

import torch
from torch import nn

from .bias_cache import AlibiBiasCache


class BloomAttention(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.query_key_value = nn.Linear(hidden_size, 3 * hidden_size)
        self.dense = nn.Linear(hidden_size, hidden_size)
        self.alibi = AlibiBiasCache(num_heads)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        seq_len = hidden_states.shape[0]
        qkv = self.query_key_value(hidden_states).view(seq_len, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.unbind(dim=1)
        q, k, v = (t.transpose(0, 1) for t in (q, k, v))
        scores = q @ k.transpose(-1, -2) / self.head_dim ** 0.5
        scores = scores + self.alibi(seq_len, seq_len, hidden_states.dtype)
        causal = torch.ones(seq_len, seq_len, dtype=torch.bool).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
        out = (torch.softmax(scores, dim=-1) @ v).transpose(0, 1).reshape(seq_len, -1)
        return self.dense(out)


class BloomBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(hidden_size)
        self.self_attention = BloomAttention(hidden_size, num_heads)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.self_attention(self.input_layernorm(hidden_states))
        return residual + hidden_states
