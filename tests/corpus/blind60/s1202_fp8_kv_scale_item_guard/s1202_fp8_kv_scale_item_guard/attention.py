from __future__ import annotations

import torch
from torch import nn

from .cache_ops import reshape_and_cache_flash
from .config import CacheConfig, get_kv_cache_torch_dtype, is_quantized_kv_cache


class Attention(nn.Module):
    def __init__(self, num_heads: int, head_size: int, cache_config: CacheConfig):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = head_size ** -0.5
        self.kv_cache_dtype = cache_config.cache_dtype
        self.calculate_kv_scales = cache_config.calculate_kv_scales
        self.register_buffer("_k_scale", torch.tensor(1.0))
        self.register_buffer("_v_scale", torch.tensor(1.0))
        cache_dtype = get_kv_cache_torch_dtype(self.kv_cache_dtype, torch.float32)
        shape = (cache_config.num_gpu_blocks, cache_config.block_size, num_heads, head_size)
        self.register_buffer("key_cache", torch.zeros(shape, dtype=cache_dtype), persistent=False)
        self.register_buffer("value_cache", torch.zeros(shape, dtype=cache_dtype), persistent=False)

    def _read_cache(self, cache: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        if is_quantized_kv_cache(self.kv_cache_dtype):
            return cache.to(torch.float32) * scale
        return cache

    def forward(self, query, key, value, slot_mapping, block_table):
        q = query.view(-1, self.num_heads, self.head_size)
        k = key.view(-1, self.num_heads, self.head_size)
        v = value.view(-1, self.num_heads, self.head_size)
        reshape_and_cache_flash(
            k, v, self.key_cache, self.value_cache, slot_mapping,
            self.kv_cache_dtype, self._k_scale, self._v_scale,
        )
        keys = self._read_cache(self.key_cache[block_table], self._k_scale).flatten(0, 1)
        values = self._read_cache(self.value_cache[block_table], self._v_scale).flatten(0, 1)
        scores = torch.einsum("qhd,khd->hqk", q, keys) * self.scale
        out = torch.einsum("hqk,khd->qhd", scores.softmax(-1), values)
        return out.reshape(-1, self.num_heads * self.head_size)
