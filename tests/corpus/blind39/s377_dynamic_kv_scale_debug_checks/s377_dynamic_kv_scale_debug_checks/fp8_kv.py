import torch

from .checks import check_kv_scales

FP8_MAX = torch.finfo(torch.float8_e4m3fn).max
SCALE_EPS = 1e-6


def compute_kv_scales(key: torch.Tensor, value: torch.Tensor):
    """Per-head dynamic scales, as with --calculate-kv-scales."""
    k_scale = (key.abs().amax(dim=(0, 2)) / FP8_MAX).clamp_min(SCALE_EPS)
    v_scale = (value.abs().amax(dim=(0, 2)) / FP8_MAX).clamp_min(SCALE_EPS)
    return k_scale, v_scale


def quantize_per_head(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return (x / scale[None, :, None]).clamp(-FP8_MAX, FP8_MAX).to(torch.float8_e4m3fn)


@torch.compile(fullgraph=True, dynamic=False)
def quantize_and_store_kv(key, value, k_cache, v_cache, slot_mapping):
    # key/value: [T, H, D]; caches: [num_slots, H, D], fp8 bits stored as uint8
    k_scale, v_scale = compute_kv_scales(key, value)
    check_kv_scales(k_scale, v_scale, "model.layers.0.self_attn")
    k_cache.index_copy_(0, slot_mapping, quantize_per_head(key, k_scale).view(torch.uint8))
    v_cache.index_copy_(0, slot_mapping, quantize_per_head(value, v_scale).view(torch.uint8))
    return k_scale, v_scale
