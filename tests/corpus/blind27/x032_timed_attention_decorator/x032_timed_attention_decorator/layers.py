import math

import torch
import torch.nn as nn

from .profiling import timed


class SelfAttention(nn.Module):
    def __init__(self, hidden: int, heads: int):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.proj = nn.Linear(hidden, hidden)

    def _split(self, t):
        b, s, _ = t.shape
        return t.view(b, s, self.heads, self.head_dim).transpose(1, 2)

    @timed("attn.core")
    def core(self, q, k, v):
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.head_dim)
        return scores.softmax(-1) @ v

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        o = self.core(self._split(q), self._split(k), self._split(v))
        b, h, s, d = o.shape
        return self.proj(o.transpose(1, 2).reshape(b, s, h * d))
