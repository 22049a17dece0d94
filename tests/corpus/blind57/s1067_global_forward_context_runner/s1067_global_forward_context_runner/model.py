from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from . import envs
from .forward_context import get_forward_context


@dataclass
class AttentionMetadata:
    causal: bool
    scale: float


class Attention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, prefix: str) -> None:
        super().__init__()
        self.layer_name = prefix
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.softcap = envs.ENGINE_ATTENTION_SOFTCAP
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        meta: AttentionMetadata = get_forward_context().attn_metadata[self.layer_name]
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).permute(1, 2, 0, 3)
        scores = (q @ k.transpose(-1, -2)) * meta.scale
        if self.softcap > 0:
            scores = torch.tanh(scores / self.softcap) * self.softcap
        if meta.causal:
            mask = torch.ones(n, n, dtype=torch.bool).tril()
            scores = scores.masked_fill(~mask, float("-inf"))
        out = F.softmax(scores, dim=-1) @ v
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


class Model(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_layers: int = 2) -> None:
        super().__init__()
        self.layers = nn.ModuleList(
            Attention(hidden_size, num_heads, prefix=f"layers.{i}.attn") for i in range(num_layers)
        )
        self.norms = nn.ModuleList(nn.LayerNorm(hidden_size) for _ in range(num_layers))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for norm, attn in zip(self.norms, self.layers):
            hidden_states = hidden_states + attn(norm(hidden_states))
        return hidden_states
