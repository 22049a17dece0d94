from typing import Dict, Type

import torch

_BACKEND_REGISTRY: Dict[str, Type["AttentionImpl"]] = {}


def register_backend(name: str):
    def wrap(cls):
        _BACKEND_REGISTRY[name] = cls
        return cls

    return wrap


def get_attn_backend(name: str) -> Type["AttentionImpl"]:
    return _BACKEND_REGISTRY[name]


class AttentionImpl:
    def __init__(self, num_heads: int, head_size: int, kv_cache_dtype: str = "auto"):
        self.num_heads = num_heads
        self.head_size = head_size
        self.kv_cache_dtype = kv_cache_dtype
        self.scale = head_size ** -0.5

    def write_to_paged_cache(self, key, value, key_cache, value_cache, slot_mapping, k_scale, v_scale):
        torch.ops.corpus_s947.reshape_and_cache(
            key, value, key_cache, value_cache, slot_mapping, self.kv_cache_dtype, k_scale, v_scale
        )


@register_backend("TORCH_SDPA")
class TorchSDPAImpl(AttentionImpl):
    def forward(self, query, key, value, kv_cache, slot_mapping, k_scale=1.0, v_scale=1.0):
        n = query.shape[0]
        query = query.view(n, self.num_heads, self.head_size)
        key = key.view(n, self.num_heads, self.head_size)
        value = value.view(n, self.num_heads, self.head_size)
        key_cache, value_cache = kv_cache[0], kv_cache[1]
        self.write_to_paged_cache(key, value, key_cache, value_cache, slot_mapping, k_scale, v_scale)
        k = torch.ops.corpus_s947.paged_gather(key_cache, slot_mapping)
        v = torch.ops.corpus_s947.paged_gather(value_cache, slot_mapping)
        out = torch.nn.functional.scaled_dot_product_attention(
            query.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True, scale=self.scale
        )
        return out.transpose(0, 1).reshape(n, -1)
