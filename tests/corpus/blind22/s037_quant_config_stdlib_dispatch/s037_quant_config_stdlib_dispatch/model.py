from __future__ import annotations

import math

import torch
import torch.nn as nn

from .linear import QKVParallelLinear
from .quant_config import QuantConfig


class AttentionProj(nn.Module):
    def __init__(self, hidden: int = 32, num_heads: int = 4, num_kv_heads: int = 2, layer_idx: int = 1):
        super().__init__()
        self.head_dim = hidden // num_heads
        self.num_heads, self.num_kv_heads = num_heads, num_kv_heads
        sizes = (num_heads * self.head_dim, num_kv_heads * self.head_dim, num_kv_heads * self.head_dim)
        self.qkv_proj = QKVParallelLinear(hidden, sizes, f"model.layers.{layer_idx}.self_attn.qkv_proj", QuantConfig())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(x)
        q = q.view(-1, self.num_heads, self.head_dim)
        k = k.view(-1, self.num_kv_heads, self.head_dim).repeat_interleave(self.num_heads // self.num_kv_heads, 1)
        v = v.view(-1, self.num_kv_heads, self.head_dim).repeat_interleave(self.num_heads // self.num_kv_heads, 1)
        scores = torch.einsum("qhd,khd->hqk", q, k) / math.sqrt(self.head_dim)
        out = torch.einsum("hqk,khd->qhd", scores.softmax(-1), v)
        return out.reshape(x.shape[0], -1)


compiled_block = torch.compile(AttentionProj(), fullgraph=True)
