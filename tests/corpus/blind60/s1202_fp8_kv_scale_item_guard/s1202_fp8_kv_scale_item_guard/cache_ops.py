from __future__ import annotations

import torch

FP8_E4M3_MAX = torch.finfo(torch.float8_e4m3fn).max


def _resolve_scale(scale: torch.Tensor) -> float:
    s = scale.item()
    if s == 0.0:
        return 1.0
    return s


def scaled_convert(x: torch.Tensor, scale: torch.Tensor, out_dtype: torch.dtype) -> torch.Tensor:
    inv = 1.0 / _resolve_scale(scale)
    x = (x.float() * inv).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX)
    return x.to(out_dtype)


def reshape_and_cache_flash(
    key: torch.Tensor,
    value: torch.Tensor,
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    slot_mapping: torch.Tensor,
    kv_cache_dtype: str,
    k_scale: torch.Tensor,
    v_scale: torch.Tensor,
) -> None:
    block_size = key_cache.shape[1]
    block_idx = slot_mapping // block_size
    block_off = slot_mapping % block_size
    if kv_cache_dtype.startswith("fp8"):
        key = scaled_convert(key, k_scale, key_cache.dtype)
        value = scaled_convert(value, v_scale, value_cache.dtype)
    key_cache[block_idx, block_off] = key
    value_cache[block_idx, block_off] = value
