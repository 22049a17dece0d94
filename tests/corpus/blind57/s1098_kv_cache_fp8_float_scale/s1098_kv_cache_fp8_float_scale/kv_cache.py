from dataclasses import dataclass

import torch

from .kv_quant import compute_dynamic_scale, dequantize, fp8_max_for, quantize_to_fp8_grid


@dataclass
class KVCacheSpec:
    num_kv_heads: int
    head_dim: int
    kv_cache_dtype: str = "auto"
    calculate_kv_scales: bool = True

    @property
    def is_fp8(self) -> bool:
        return self.kv_cache_dtype.startswith("fp8")


class KVCacheWriter:
    def __init__(self, spec: KVCacheSpec):
        self.spec = spec
        self.fp8_max = fp8_max_for(spec.kv_cache_dtype)
        self.k_scale = 1.0
        self.v_scale = 1.0

    def store(self, k: torch.Tensor, v: torch.Tensor):
        if not self.spec.is_fp8:
            return k, v
        if self.spec.calculate_kv_scales:
            k_scale = compute_dynamic_scale(k, self.fp8_max)
            v_scale = compute_dynamic_scale(v, self.fp8_max)
        else:
            k_scale, v_scale = self.k_scale, self.v_scale
        k_q = quantize_to_fp8_grid(k, k_scale, self.fp8_max)
        v_q = quantize_to_fp8_grid(v, v_scale, self.fp8_max)
        return dequantize(k_q, k_scale), dequantize(v_q, v_scale)
