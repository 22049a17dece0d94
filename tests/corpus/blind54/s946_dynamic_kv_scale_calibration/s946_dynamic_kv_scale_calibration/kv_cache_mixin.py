import torch

from .quant_utils import calc_kv_scales, dequantize_fp8, quantize_to_fp8


class KVCacheWriteMixin:
    """Shared KV-cache write logic for attention layers owning a slot cache."""

    kv_cache_dtype: str
    calculate_kv_scales: bool

    def maybe_calc_kv_scales(self, key: torch.Tensor, value: torch.Tensor) -> None:
        if self.calculate_kv_scales:
            calc_kv_scales(self, key, value)

    def store_kv(self, key, value, slot_mapping):
        self.maybe_calc_kv_scales(key, value)
        if self.kv_cache_dtype.startswith("fp8"):
            key = quantize_to_fp8(key, self._k_scale).view(torch.uint8)
            value = quantize_to_fp8(value, self._v_scale).view(torch.uint8)
        self.kv_cache[0, slot_mapping] = key
        self.kv_cache[1, slot_mapping] = value

    def load_kv(self, slot_mapping, dtype):
        k = self.kv_cache[0, slot_mapping]
        v = self.kv_cache[1, slot_mapping]
        if self.kv_cache_dtype.startswith("fp8"):
            k = dequantize_fp8(k.view(torch.float8_e4m3fn), self._k_scale, dtype)
            v = dequantize_fp8(v.view(torch.float8_e4m3fn), self._v_scale, dtype)
        return k, v
