import torch

_FP8_MAX = {
    "fp8_e4m3": 448.0,
    "fp8_e5m2": 57344.0,
}


def is_fp8_kv_cache(kv_cache_dtype) -> bool:
    return kv_cache_dtype.startswith("fp8")


def fp8_max_for(kv_cache_dtype) -> float:
    return _FP8_MAX.get(str(kv_cache_dtype.value), 448.0)


def fake_quant_fp8(t: torch.Tensor, scale: float, max_val: float) -> torch.Tensor:
    q = torch.clamp(t / scale, -max_val, max_val)
    return q * scale


def maybe_quantize_kv(
    key: torch.Tensor,
    value: torch.Tensor,
    kv_cache_dtype,
    k_scale: float = 1.0,
    v_scale: float = 1.0,
):
    if not is_fp8_kv_cache(kv_cache_dtype):
        return key, value
    max_val = fp8_max_for(kv_cache_dtype)
    return fake_quant_fp8(key, k_scale, max_val), fake_quant_fp8(value, v_scale, max_val)
