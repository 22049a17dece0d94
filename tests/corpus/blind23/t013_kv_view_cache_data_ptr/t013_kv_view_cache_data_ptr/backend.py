from __future__ import annotations

import math
from abc import ABC, abstractmethod

import torch

from . import cache_views


class AttentionImpl(ABC):
    def __init__(self, num_heads: int, num_kv_heads: int, head_size: int):
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_size = head_size
        self.scale = 1.0 / math.sqrt(head_size)
        self.num_queries_per_kv = num_heads // num_kv_heads

    @abstractmethod
    def decode(self, query, kv_cache, block_tables, context_lens) -> torch.Tensor: ...


class TorchPagedAttentionImpl(AttentionImpl):
    """Reference paged decode: gathers the blocks of each sequence and runs a
    masked softmax.  Used on CPU and as the numerics baseline."""

    def _gather(self, cache: torch.Tensor, block_tables: torch.Tensor) -> torch.Tensor:
        # cache: [num_blocks, block_size, kvh, d]; block_tables: [b, max_blocks]
        b, max_blocks = block_tables.shape
        g = cache[block_tables]  # [b, max_blocks, block_size, kvh, d]
        return g.reshape(b, max_blocks * cache.shape[1], self.num_kv_heads, self.head_size)

    def decode(self, query, kv_cache, block_tables, context_lens):
        views = cache_views.split_kv_cache(kv_cache, self.num_kv_heads, self.head_size)
        keys = self._gather(views.key_cache, block_tables)
        values = self._gather(views.value_cache, block_tables)
        if self.num_queries_per_kv > 1:
            keys = keys.repeat_interleave(self.num_queries_per_kv, dim=2)
            values = values.repeat_interleave(self.num_queries_per_kv, dim=2)
        scores = torch.einsum("bhd,bthd->bht", query, keys) * self.scale
        positions = torch.arange(keys.shape[1], device=query.device)
        mask = positions[None, :] >= context_lens[:, None]
        scores = scores.masked_fill(mask[:, None, :], float("-inf"))
        return torch.einsum("bht,bthd->bhd", scores.softmax(-1), values)


_BACKENDS = {"torch": TorchPagedAttentionImpl}


def get_attn_backend(name: str) -> type[AttentionImpl]:
    try:
        return _BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown attention backend {name!r}") from None
