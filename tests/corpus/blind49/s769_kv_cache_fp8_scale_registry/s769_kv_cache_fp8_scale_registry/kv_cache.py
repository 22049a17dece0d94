import torch
from torch import nn

from .scale_registry import get_kv_scale_registry

FP8_KV_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_KV_DTYPE).max


class Fp8KVCacheWriter(nn.Module):
    def __init__(self, layer_name: str, num_slots: int, num_kv_heads: int, head_dim: int,
                 calculate_kv_scales: bool = True):
        super().__init__()
        self.layer_name = layer_name
        self.calculate_kv_scales = calculate_kv_scales
        self.register_buffer("k_cache", torch.zeros(num_slots, num_kv_heads, head_dim, dtype=FP8_KV_DTYPE))
        self.register_buffer("v_cache", torch.zeros(num_slots, num_kv_heads, head_dim, dtype=FP8_KV_DTYPE))
        self.register_buffer("k_scale", torch.ones(()))
        self.register_buffer("v_scale", torch.ones(()))

    def _maybe_calc_kv_scales(self, key: torch.Tensor, value: torch.Tensor) -> None:
        if not self.calculate_kv_scales:
            return
        k_amax = key.abs().amax()
        v_amax = value.abs().amax()
        self.k_scale.copy_((k_amax / FP8_MAX).clamp(min=1e-6))
        self.v_scale.copy_((v_amax / FP8_MAX).clamp(min=1e-6))
        get_kv_scale_registry().update(self.layer_name, torch.stack([k_amax, v_amax]))

    def forward(self, key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor) -> None:
        self._maybe_calc_kv_scales(key, value)
        k_q = (key / self.k_scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_KV_DTYPE)
        v_q = (value / self.v_scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_KV_DTYPE)
        self.k_cache.index_copy_(0, slot_mapping, k_q)
        self.v_cache.index_copy_(0, slot_mapping, v_q)
