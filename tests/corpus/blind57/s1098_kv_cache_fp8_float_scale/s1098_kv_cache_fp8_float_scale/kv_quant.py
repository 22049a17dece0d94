import math

import torch

FP8_E4M3_MAX = 448.0
FP8_E5M2_MAX = 57344.0
_SCALE_EPS = 1e-12

_FP8_MAX_BY_DTYPE = {
    "fp8_e4m3": FP8_E4M3_MAX,
    "fp8_e5m2": FP8_E5M2_MAX,
}


def fp8_max_for(kv_cache_dtype: str) -> float:
    return _FP8_MAX_BY_DTYPE.get(kv_cache_dtype, FP8_E4M3_MAX)


def compute_dynamic_scale(t: torch.Tensor, fp8_max: float) -> float:
    amax = float(t.abs().amax())
    return max(amax / fp8_max, _SCALE_EPS)


def quantize_to_fp8_grid(t: torch.Tensor, scale: float, fp8_max: float) -> torch.Tensor:
    inv_scale = 1.0 / scale
    return torch.clamp(t * inv_scale, -fp8_max, fp8_max)


def dequantize(t: torch.Tensor, scale: float) -> torch.Tensor:
    return t * scale


def head_dim_scaling(head_dim: int, softmax_scale_multiplier: float = 1.0) -> float:
    return softmax_scale_multiplier / math.sqrt(float(head_dim))
