from __future__ import annotations

import math

import torch
from torch import nn

from .tracing import get_tracer


class InstrumentedAttention(nn.Module):
    def __init__(self, dim: int, heads: int, layer_idx: int):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.qkv = nn.Linear(dim, 3 * dim, bias=False)
        self.o_proj = nn.Linear(dim, dim, bias=False)
        self.scale = 1.0 / math.sqrt(self.head_dim)
        tracer = get_tracer()
        self._qkv_span = tracer.span(f"layers.{layer_idx}.attn.qkv")
        self._core_span = tracer.span(f"layers.{layer_idx}.attn.core")

    def _split_heads(self, t: torch.Tensor) -> torch.Tensor:
        b, s, _ = t.shape
        return t.view(b, s, self.heads, self.head_dim).transpose(1, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, d = x.shape
        with self._qkv_span:
            q, k, v = self.qkv(x).chunk(3, dim=-1)
        q, k, v = map(self._split_heads, (q, k, v))
        with self._core_span:
            out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scale)
        out = out.transpose(1, 2).reshape(b, s, d)
        return self.o_proj(out)
