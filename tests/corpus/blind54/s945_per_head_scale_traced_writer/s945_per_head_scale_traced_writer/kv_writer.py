from typing import Optional

import torch

from .observability import ObservabilityConfig, traced_kv_op

STR_DTYPE_TO_TORCH_DTYPE = {
    "auto": None,
    "fp8": torch.float8_e4m3fn,
    "fp8_e4m3": torch.float8_e4m3fn,
    "fp8_e5m2": torch.float8_e5m2,
}


class PerHeadKVCacheWriter:
    """Writes K/V into a flat slot-major cache, quantizing with per-head scales."""

    def __init__(self, num_kv_heads: int, head_size: int, kv_cache_dtype: str,
                 observability_config: ObservabilityConfig):
        self.num_kv_heads = num_kv_heads
        self.head_size = head_size
        self.kv_cache_dtype = kv_cache_dtype
        self.cache_torch_dtype: Optional[torch.dtype] = STR_DTYPE_TO_TORCH_DTYPE[kv_cache_dtype]
        self.observability_config = observability_config

    def _quant(self, x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        if self.cache_torch_dtype is None:
            return x
        finfo = torch.finfo(self.cache_torch_dtype)
        x = x / scale.view(1, self.num_kv_heads, 1)
        return x.clamp(finfo.min, finfo.max).to(self.cache_torch_dtype).view(torch.uint8)

    @traced_kv_op("reshape_and_cache")
    def write(self, key, value, key_cache, value_cache, slot_mapping, k_scale, v_scale):
        key_cache[slot_mapping] = self._quant(key, k_scale)
        value_cache[slot_mapping] = self._quant(value, v_scale)

    def read(self, cache: torch.Tensor, slot_mapping: torch.Tensor, scale: torch.Tensor):
        entries = cache[slot_mapping]
        if self.cache_torch_dtype is None:
            return entries
        return entries.view(self.cache_torch_dtype).float() * scale.view(1, self.num_kv_heads, 1)
