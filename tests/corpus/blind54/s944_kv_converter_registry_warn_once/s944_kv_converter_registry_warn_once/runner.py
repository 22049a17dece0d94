from dataclasses import dataclass

import torch
import torch.nn as nn

from .kv_converters import get_kv_cache_converter


@dataclass
class CacheConfig:
    cache_dtype: str = "fp8_e5m2"
    num_slots: int = 32


class PagedAttention(nn.Module):
    def __init__(self, num_heads: int, head_size: int, cache_config: CacheConfig):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = head_size
        self.converter = get_kv_cache_converter(cache_config.cache_dtype, torch.float32)
        self.register_buffer("_k_scale", torch.ones(()), persistent=False)
        self.register_buffer("_v_scale", torch.ones(()), persistent=False)
        cache_shape = (cache_config.num_slots, num_heads, head_size)
        self.register_buffer("key_cache", torch.zeros(cache_shape, dtype=self.converter.cache_dtype), persistent=False)
        self.register_buffer("value_cache", torch.zeros(cache_shape, dtype=self.converter.cache_dtype), persistent=False)

    def write_kv(self, key, value, slot_mapping):
        self.key_cache[slot_mapping] = self.converter.quantize(key, self._k_scale)
        self.value_cache[slot_mapping] = self.converter.quantize(value, self._v_scale)

    def forward(self, query, key, value, slot_mapping):
        n = query.shape[0]
        query = query.view(n, self.num_heads, self.head_size)
        key = key.view(n, self.num_heads, self.head_size)
        value = value.view(n, self.num_heads, self.head_size)
        self.write_kv(key, value, slot_mapping)
        k = self.converter.dequantize(self.key_cache[slot_mapping], self._k_scale)
        v = self.converter.dequantize(self.value_cache[slot_mapping], self._v_scale)
        attn = torch.softmax(torch.einsum("nhd,mhd->hnm", query, k) / self.head_size ** 0.5, dim=-1)
        return torch.einsum("hnm,mhd->nhd", attn, v).reshape(n, -1)


class GPTModel(nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2, cache_config: CacheConfig = CacheConfig()):
        super().__init__()
        self.c_attn = nn.Linear(hidden, 3 * hidden)
        self.attn = PagedAttention(heads, hidden // heads, cache_config)
        self.c_proj = nn.Linear(hidden, hidden)

    def forward(self, x, slot_mapping):
        q, k, v = self.c_attn(x).chunk(3, dim=-1)
        return x + self.c_proj(self.attn(q, k, v, slot_mapping))


class GPUModelRunner:
    def __init__(self, cache_config: CacheConfig):
        self.model = GPTModel(cache_config=cache_config).requires_grad_(False)

    def forward_decode(self, input_embeds: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        return self.model(input_embeds, slot_mapping)


runner = GPUModelRunner(CacheConfig())
decode = torch.compile(runner.forward_decode, fullgraph=True)
