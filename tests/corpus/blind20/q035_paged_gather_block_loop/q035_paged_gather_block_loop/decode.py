from __future__ import annotations

import math

import torch
import torch.nn as nn

from .cache import CacheSpec, PagedKVCache
from .paged import gather_kv, length_mask


class PagedDecodeAttention(nn.Module):
    def __init__(self, batch: int = 4, spec: CacheSpec = CacheSpec()) -> None:
        super().__init__()
        self.cache = PagedKVCache(spec, batch)
        self.q_proj = nn.Linear(spec.head_dim, spec.head_dim, bias=False)
        self.scale = 1.0 / math.sqrt(spec.head_dim)

    def forward(self, x: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        q = self.q_proj(x)
        k, v = gather_kv(self.cache, seq_lens)
        scores = torch.einsum("bd,btd->bt", q, k) * self.scale
        mask = length_mask(seq_lens, k.shape[1])
        scores = scores.masked_fill(~mask, float("-inf"))
        probs = torch.softmax(scores, dim=-1)
        return torch.einsum("bt,btd->bd", probs, v)


decode_attention = torch.compile(PagedDecodeAttention(), fullgraph=True)
