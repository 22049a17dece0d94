from __future__ import annotations

import torch
from torch import nn

from .forward_context import AttentionConfig


def apply_rotary_emb(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    x1, x2 = x[..., ::2], x[..., 1::2]
    cos = cos[:, None, :]
    sin = sin[:, None, :]
    return torch.stack((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1).flatten(-2)


class SelfAttention(nn.Module):
    def __init__(self, hidden_size: int, config: AttentionConfig):
        super().__init__()
        self.config = config
        self.qkv_proj = nn.Linear(hidden_size, 3 * config.num_heads * config.head_dim, bias=False)
        self.o_proj = nn.Linear(config.num_heads * config.head_dim, hidden_size, bias=False)
        self.scaling = config.head_dim ** -0.5

    def forward(self, hidden_states: torch.Tensor, ctx) -> torch.Tensor:
        n = ctx.num_tokens
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(n, self.config.num_heads, self.config.head_dim)
        k = k.view(n, self.config.num_heads, self.config.head_dim)
        v = v.view(n, self.config.num_heads, self.config.head_dim)
        q = apply_rotary_emb(q, ctx.cos, ctx.sin)
        k = apply_rotary_emb(k, ctx.cos, ctx.sin)
        scores = torch.einsum("qhd,khd->hqk", q, k) * self.scaling
        if ctx.window_mask is not None:
            scores = scores.masked_fill(~ctx.window_mask, float("-inf"))
        out = torch.einsum("hqk,khd->qhd", scores.softmax(-1), v)
        return self.o_proj(out.reshape(n, -1))
