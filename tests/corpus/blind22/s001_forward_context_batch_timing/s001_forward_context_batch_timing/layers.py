"""Attention layer that pulls its metadata out of the forward context."""
from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .forward_context import get_forward_context


@dataclass
class TorchSDPAMetadata:
    seq_lens: list[int]
    max_seq_len: int
    scale: float
    causal: bool = True


class Attention(nn.Module):
    def __init__(self, layer_name: str, hidden: int, num_heads: int):
        super().__init__()
        self.layer_name = layer_name
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        ctx = get_forward_context()
        meta: TorchSDPAMetadata = ctx.attn_metadata[self.layer_name]
        n = x.shape[0]
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        scores = torch.matmul(q, k.transpose(-1, -2)) * meta.scale
        if meta.causal:
            mask = torch.ones(n, n, dtype=torch.bool).triu(1)
            scores = scores.masked_fill(mask, float("-inf"))
        out = torch.matmul(scores.softmax(-1), v)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


class DecoderLayer(nn.Module):
    def __init__(self, idx: int, hidden: int, num_heads: int):
        super().__init__()
        self.self_attn = Attention(f"model.layers.{idx}.self_attn", hidden, num_heads)
        self.norm = nn.LayerNorm(hidden)
        self.mlp = nn.Sequential(nn.Linear(hidden, 2 * hidden), nn.SiLU(), nn.Linear(2 * hidden, hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.self_attn(self.norm(x))
        return x + self.mlp(self.norm(x))
