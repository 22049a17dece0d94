from __future__ import annotations

from typing import Dict, Tuple

import torch
from torch import nn

from .metrics import CacheStatsReporter


class AttentionMaskCache:
    def __init__(self, capacity: int = 4):
        self.capacity = capacity
        self._masks: Dict[Tuple[int, int], torch.Tensor] = {}
        self.reporter = CacheStatsReporter("attn_mask")

    def get(self, q_len: int, kv_len: int) -> torch.Tensor:
        key = (q_len, kv_len)
        mask = self._masks.get(key)
        hit = mask is not None
        evicted = 0
        if mask is None:
            if len(self._masks) >= self.capacity:
                self._masks.pop(next(iter(self._masks)))
                evicted = 1
            mask = torch.ones(q_len, kv_len, dtype=torch.bool).tril(diagonal=kv_len - q_len)
            self._masks[key] = mask
        self.reporter.record(hit, evicted)
        return mask


class CausalSelfAttention(nn.Module):
    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size)
        self.out = nn.Linear(hidden_size, hidden_size)
        self.hidden_size = hidden_size
        self.mask_cache = AttentionMaskCache()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        mask = self.mask_cache.get(q.shape[0], k.shape[0])
        scores = (q @ k.T) / self.hidden_size ** 0.5
        scores = scores.masked_fill(~mask, float("-inf"))
        out = self.out(torch.softmax(scores, dim=-1) @ v)
        self.mask_cache.reporter.step()
        return out


compiled_attn = torch.compile(CausalSelfAttention(), fullgraph=True)
