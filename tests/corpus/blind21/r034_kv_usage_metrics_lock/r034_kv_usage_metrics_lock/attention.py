from __future__ import annotations

import math

import torch
from torch import nn

from .metrics import get_metrics


class SelfAttention(nn.Module):
    def __init__(self, hidden: int, num_heads: int, layer_idx: int) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.layer_idx = layer_idx
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.o_proj = nn.Linear(hidden, hidden)
        self.scale = 1.0 / math.sqrt(self.head_dim)
        self.metrics = get_metrics()

    def _report_kv(self, k: torch.Tensor) -> None:
        # number of KV slots written this step (batch * seq), per layer
        slots = k.shape[0] * k.shape[2]
        self.metrics.record(f"kv_slots_written.layer{self.layer_idx}", slots)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)
        v = v.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)
        self._report_kv(k)
        attn = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scale)
        return self.o_proj(attn.transpose(1, 2).reshape(b, s, -1))
