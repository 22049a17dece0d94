from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import cache_ops


@dataclass
class CacheConfig:
    block_size: int = 4
    num_gpu_blocks: int = 4
    cache_dtype: str = "auto"


class TorchSDPABackendImpl:
    """Native attention backend used when no fused kernels are available."""

    def __init__(self, num_heads: int, head_size: int, kv_cache_dtype: str):
        self.num_heads = num_heads
        self.head_size = head_size
        self.kv_cache_dtype = kv_cache_dtype
        self.scale = head_size ** -0.5

    def forward(self, layer, query, key, value, kv_cache, slot_mapping):
        num_tokens = query.shape[0]
        query = query.view(num_tokens, self.num_heads, self.head_size)
        key = key.view(num_tokens, self.num_heads, self.head_size)
        value = value.view(num_tokens, self.num_heads, self.head_size)

        key_cache, value_cache = kv_cache[0], kv_cache[1]
        cache_ops.reshape_and_cache_flash(
            key,
            value,
            key_cache,
            value_cache,
            slot_mapping,
            self.kv_cache_dtype,
            layer._k_scale,
            layer._v_scale,
        )
        k, v = cache_ops.gather_cached_kv(key_cache, value_cache, slot_mapping)
        out = F.scaled_dot_product_attention(
            query.transpose(0, 1),
            k.transpose(0, 1).to(query.dtype),
            v.transpose(0, 1).to(query.dtype),
            is_causal=True,
            scale=self.scale,
        )
        return out.transpose(0, 1).reshape(num_tokens, -1)


class Attention(nn.Module):
    def __init__(self, num_heads: int, head_size: int, cache_config: CacheConfig):
        super().__init__()
        self.impl = TorchSDPABackendImpl(num_heads, head_size, cache_config.cache_dtype)
        self.register_buffer("_k_scale", torch.tensor(1.0), persistent=False)
        self.register_buffer("_v_scale", torch.tensor(1.0), persistent=False)
        self.register_buffer(
            "kv_cache",
            torch.zeros(
                2,
                cache_config.num_gpu_blocks,
                cache_config.block_size,
                num_heads,
                head_size,
            ),
            persistent=False,
        )

    def forward(self, q, k, v, slot_mapping):
        return self.impl.forward(self, q, k, v, self.kv_cache, slot_mapping)
