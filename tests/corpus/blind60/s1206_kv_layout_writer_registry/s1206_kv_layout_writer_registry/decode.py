from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .page import get_cache_writer


@dataclass(frozen=True)
class PagedKVConfig:
    num_pages: int = 8
    page_size: int = 4
    num_kv_heads: int = 2
    head_dim: int = 4
    kv_layout: str = "HND"

    @property
    def cache_shape(self):
        if self.kv_layout == "NHD":
            return (self.num_pages, self.page_size, self.num_kv_heads, self.head_dim)
        return (self.num_pages, self.num_kv_heads, self.page_size, self.head_dim)


class PagedDecodeAttention(nn.Module):
    def __init__(self, config: PagedKVConfig):
        super().__init__()
        self.config = config
        self.sm_scale = config.head_dim ** -0.5
        self.register_buffer("k_cache", torch.zeros(config.cache_shape), persistent=False)
        self.register_buffer("v_cache", torch.zeros(config.cache_shape), persistent=False)
        self._append = get_cache_writer(config.kv_layout)

    def _gather(self, cache: torch.Tensor, page_table: torch.Tensor) -> torch.Tensor:
        pages = cache[page_table]
        if self.config.kv_layout == "HND":
            pages = pages.transpose(2, 3)
        return pages.flatten(1, 2)

    def forward(self, q, k, v, slot_mapping, page_table, seq_lens):
        cfg = self.config
        q = q.view(-1, cfg.num_kv_heads, cfg.head_dim)
        k = k.view(-1, cfg.num_kv_heads, cfg.head_dim)
        v = v.view(-1, cfg.num_kv_heads, cfg.head_dim)
        self._append(k, v, slot_mapping, self.k_cache, self.v_cache)
        keys = self._gather(self.k_cache, page_table)
        values = self._gather(self.v_cache, page_table)
        mask = torch.arange(keys.shape[1])[None, :] < seq_lens[:, None]
        scores = torch.einsum("bhd,bshd->bhs", q, keys) * self.sm_scale
        scores = scores.masked_fill(~mask[:, None, :], float("-inf"))
        out = torch.einsum("bhs,bshd->bhd", scores.softmax(-1), values)
        return out.reshape(q.shape[0], -1)


decode_attn = torch.compile(PagedDecodeAttention(PagedKVConfig()), fullgraph=True)
