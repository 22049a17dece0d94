from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .platform import resolve_kv_cache_dtype


@dataclass
class CacheConfig:
    cache_dtype: str = "fp8_e4m3"
    block_size: int = 4
    num_blocks: int = 8
    calculate_kv_scales: bool = False


class PagedAttention(nn.Module):
    def __init__(self, num_heads: int, head_size: int, cache_config: CacheConfig, k_range: float = 200.0):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = head_size ** -0.5
        self.calculate_kv_scales = cache_config.calculate_kv_scales
        self.kv_cache_torch_dtype = resolve_kv_cache_dtype(cache_config.cache_dtype, torch.float32)
        self.is_fp8 = self.kv_cache_torch_dtype in (torch.float8_e4m3fn, torch.float8_e5m2)
        self.k_range = k_range
        self.register_buffer("_k_scale", torch.tensor(0.5))
        self.register_buffer("_v_scale", torch.tensor(0.5))
        self._k_scale_float = self._k_scale.item()
        self._v_scale_float = self._v_scale.item()
        shape = (cache_config.num_blocks, cache_config.block_size, num_heads, head_size)
        self.register_buffer("key_cache", torch.zeros(shape, dtype=self.kv_cache_torch_dtype), persistent=False)
        self.register_buffer("value_cache", torch.zeros(shape, dtype=self.kv_cache_torch_dtype), persistent=False)

    def calc_kv_scales(self, key: torch.Tensor, value: torch.Tensor) -> None:
        self._k_scale.copy_(torch.abs(key).max() / self.k_range)
        self._v_scale.copy_(torch.abs(value).max() / self.k_range)
        self._k_scale_float = self._k_scale.item()
        self._v_scale_float = self._v_scale.item()
        self.calculate_kv_scales = False

    def _store(self, cache: torch.Tensor, x: torch.Tensor, slot_mapping: torch.Tensor, scale: float) -> None:
        block_size = cache.shape[1]
        if self.is_fp8:
            x = (x / scale).to(self.kv_cache_torch_dtype)
        cache[slot_mapping // block_size, slot_mapping % block_size] = x

    def _load(self, cache: torch.Tensor, block_table: torch.Tensor, scale: float) -> torch.Tensor:
        x = cache[block_table].flatten(1, 2)
        if self.is_fp8:
            x = x.to(torch.float32) * scale
        return x

    def forward(self, q, k, v, slot_mapping, block_table):
        if self.calculate_kv_scales:
            self.calc_kv_scales(k, v)
        self._store(self.key_cache, k, slot_mapping, self._k_scale_float)
        self._store(self.value_cache, v, slot_mapping, self._v_scale_float)
        keys = self._load(self.key_cache, block_table, self._k_scale_float)
        values = self._load(self.value_cache, block_table, self._v_scale_float)
        scores = torch.einsum("bhd,bshd->bhs", q, keys) * self.scale
        return torch.einsum("bhs,bshd->bhd", scores.softmax(-1), values)
