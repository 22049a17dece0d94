from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .profiling import StepProfiler, maybe_dump


class SharedKVAttention(nn.Module):
    """Attention whose key and value projections may be tied (multi-query style)."""

    def __init__(self, dim: int, tie_kv: bool) -> None:
        super().__init__()
        self.q = nn.Linear(dim, dim, bias=False)
        self.k = nn.Linear(dim, dim, bias=False)
        self.v = self.k if tie_kv else nn.Linear(dim, dim, bias=False)
        self.scale = 1.0 / math.sqrt(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q = self.q(x)
        k = self.k(x)
        v = k if self.v is self.k else self.v(x)
        probs = torch.softmax((q @ k.transpose(-1, -2)) * self.scale, dim=-1)
        return probs @ v


class ProfiledBlock(nn.Module):
    def __init__(self, dim: int = 8, tie_kv: bool = True) -> None:
        super().__init__()
        self.norm1 = nn.RMSNorm(dim)
        self.norm2 = nn.RMSNorm(dim)
        self.attn = SharedKVAttention(dim, tie_kv)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))
        self.profiler = StepProfiler("block0")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with self.profiler.region("attn"):
            x = x + self.attn(self.norm1(x))
        maybe_dump("post_attn", x)
        with self.profiler.region("mlp"):
            x = x + self.mlp(self.norm2(x))
        return F.layer_norm(x, x.shape[-1:])


block = ProfiledBlock()
compiled_block = torch.compile(block, fullgraph=True)
