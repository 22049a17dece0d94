import torch
import torch.nn as nn
import torch.nn.functional as F

from . import envs
from .fp8_utils import fp8_kv_quant

_FP8_DTYPES = {"fp8": torch.float8_e4m3fn, "fp8_e4m3": torch.float8_e4m3fn, "fp8_e5m2": torch.float8_e5m2}


class FlashAttentionNativeImpl(nn.Module):
    def __init__(self, num_heads: int, head_size: int, num_slots: int = 16):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = head_size
        self.register_buffer("_k_scale", torch.tensor(1.0), persistent=False)
        self.register_buffer("_v_scale", torch.tensor(1.0), persistent=False)
        self.register_buffer("key_cache", torch.zeros(num_slots, num_heads, head_size), persistent=False)
        self.register_buffer("value_cache", torch.zeros(num_slots, num_heads, head_size), persistent=False)

    def do_kv_cache_update(self, key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor):
        kv_cache_dtype = envs.VLLM_KV_CACHE_DTYPE_OVERRIDE
        if kv_cache_dtype in _FP8_DTYPES:
            fp8_dtype = _FP8_DTYPES[kv_cache_dtype]
            key = fp8_kv_quant(key, self._k_scale, fp8_dtype).to(self.key_cache.dtype) * self._k_scale
            value = fp8_kv_quant(value, self._v_scale, fp8_dtype).to(self.value_cache.dtype) * self._v_scale
        self.key_cache.index_copy_(0, slot_mapping, key)
        self.value_cache.index_copy_(0, slot_mapping, value)

    def forward(self, query, key, value, slot_mapping):
        n = query.shape[0]
        query, key, value = (t.view(n, self.num_heads, self.head_size) for t in (query, key, value))
        self.do_kv_cache_update(key, value, slot_mapping)
        k = self.key_cache[slot_mapping]
        v = self.value_cache[slot_mapping]
        if envs.VLLM_KV_CACHE_LAYOUT == "HND":
            k, v = k.transpose(0, 1).contiguous().transpose(0, 1), v.transpose(0, 1).contiguous().transpose(0, 1)
        out = F.scaled_dot_product_attention(
            query.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True
        )
        return out.transpose(0, 1).reshape(n, -1)
