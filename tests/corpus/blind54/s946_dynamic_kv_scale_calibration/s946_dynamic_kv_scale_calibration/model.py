from dataclasses import dataclass

import torch
import torch.nn as nn

from .kv_cache_mixin import KVCacheWriteMixin


@dataclass
class CacheConfig:
    cache_dtype: str = "fp8"
    calculate_kv_scales: bool = True
    num_slots: int = 16


class Attention(nn.Module, KVCacheWriteMixin):
    def __init__(self, num_heads: int, head_size: int, cache_config: CacheConfig):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = head_size
        self.kv_cache_dtype = cache_config.cache_dtype
        self.calculate_kv_scales = cache_config.calculate_kv_scales
        self.register_buffer("_k_scale", torch.tensor(1.0), persistent=False)
        self.register_buffer("_v_scale", torch.tensor(1.0), persistent=False)
        self._k_scale_float = 1.0
        self._v_scale_float = 1.0
        store_dtype = torch.uint8 if self.kv_cache_dtype.startswith("fp8") else torch.float32
        self.register_buffer(
            "kv_cache",
            torch.zeros(2, cache_config.num_slots, num_heads, head_size, dtype=store_dtype),
            persistent=False,
        )

    def forward(self, query, key, value, slot_mapping):
        n = query.shape[0]
        query = query.view(n, self.num_heads, self.head_size)
        key = key.view(n, self.num_heads, self.head_size)
        value = value.view(n, self.num_heads, self.head_size)
        self.store_kv(key, value, slot_mapping)
        k, v = self.load_kv(slot_mapping, query.dtype)
        scores = torch.einsum("qhd,khd->hqk", query, k) * self.head_size ** -0.5
        mask = torch.ones(n, n, dtype=torch.bool).tril()
        scores = scores.masked_fill(~mask, float("-inf"))
        return torch.einsum("hqk,khd->qhd", scores.softmax(-1), v).reshape(n, -1)


class MistralLikeLayer(nn.Module):
    def __init__(self, hidden: int, heads: int, cache_config: CacheConfig):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(hidden)
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.self_attn = Attention(heads, hidden // heads, cache_config)

    def forward(self, x, slot_mapping):
        q, k, v = self.qkv_proj(self.input_layernorm(x)).chunk(3, dim=-1)
        return x + self.o_proj(self.self_attn(q, k, v, slot_mapping))


class MistralLikeModel(nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2, num_layers: int = 2):
        super().__init__()
        cache_config = CacheConfig()
        self.layers = nn.ModuleList(MistralLikeLayer(hidden, heads, cache_config) for _ in range(num_layers))

    def forward(self, hidden_states, slot_mapping):
        for layer in self.layers:
            hidden_states = layer(hidden_states, slot_mapping)
        return hidden_states


compiled_model = torch.compile(MistralLikeModel().requires_grad_(False), fullgraph=True)
