from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .rotary import RotaryEmbedding


class FusedQKVAttention(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.scale = 1.0 / math.sqrt(self.head_dim)
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.rotary = RotaryEmbedding(self.head_dim)

    def forward(self, x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        t = x.shape[0]
        qkv = self.qkv(x).view(t, 3, self.num_heads, self.head_dim)
        q, k, v = qkv[:, 0], qkv[:, 1], qkv[:, 2]
        q, k = self.rotary.apply_(positions, q, k)
        attn = F.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True, scale=self.scale
        )
        return self.o_proj(attn.transpose(0, 1).reshape(t, -1))


attention = FusedQKVAttention()
compiled_attention = torch.compile(attention, fullgraph=True)
