from __future__ import annotations

import functools
import itertools
import math
import operator

import torch
from torch import nn

from .overrides import ClampMode, LayerOptions, layer_index, resolve_options, residual_scale_from_env


class FusedQKVAttention(nn.Module):
    def __init__(self, hidden: int, num_heads: int, num_kv_heads: int, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = hidden // num_heads
        self.shard_sizes = [num_heads * self.head_dim, num_kv_heads * self.head_dim, num_kv_heads * self.head_dim]
        self.qkv = nn.Linear(hidden, sum(self.shard_sizes), bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.base_options = LayerOptions()

    def _split(self, qkv: torch.Tensor) -> list[torch.Tensor]:
        bounds = list(itertools.accumulate(self.shard_sizes, initial=0))
        return [qkv[..., lo:hi] for lo, hi in itertools.pairwise(bounds)]

    def _clamp(self, scores: torch.Tensor, opts: LayerOptions) -> torch.Tensor:
        if opts.qk_clamp is ClampMode.HARD:
            return scores.clamp(-opts.clamp_value, opts.clamp_value)
        if opts.qk_clamp is ClampMode.SOFT:
            return opts.clamp_value * torch.tanh(scores / opts.clamp_value)
        return scores

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        opts = resolve_options(self.prefix, self.base_options)
        b, s, _ = x.shape
        q, k, v = self._split(self.qkv(x))
        q = q.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(b, s, self.num_kv_heads, self.head_dim).transpose(1, 2)
        v = v.view(b, s, self.num_kv_heads, self.head_dim).transpose(1, 2)
        rep = self.num_heads // self.num_kv_heads
        k = k.repeat_interleave(rep, dim=1)
        v = v.repeat_interleave(rep, dim=1)
        scores = self._clamp(q @ k.transpose(-1, -2) / math.sqrt(self.head_dim), opts)
        mask = torch.ones(s, s, dtype=torch.bool).triu(1)
        probs = scores.masked_fill(mask, float("-inf")).softmax(-1)
        out = (probs @ v).transpose(1, 2).reshape(b, s, -1)
        return self.o_proj(out)


class Block(nn.Module):
    def __init__(self, hidden: int, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix
        self.norm = nn.LayerNorm(hidden)
        self.attn = FusedQKVAttention(hidden, num_heads=4, num_kv_heads=2, prefix=f"{prefix}.attn")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        depth = layer_index(self.prefix) + 1
        scale = residual_scale_from_env(1.0) / math.sqrt(depth)
        return x + scale * self.attn(self.norm(x))


def param_count(module: nn.Module) -> int:
    return functools.reduce(operator.add, (math.prod(p.shape) for p in module.parameters()), 0)
