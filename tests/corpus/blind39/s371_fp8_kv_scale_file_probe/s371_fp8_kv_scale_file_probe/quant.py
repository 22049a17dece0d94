import torch
from torch import nn

from .kv_scales import get_layer_kv_scales

FP8_E4M3_MAX = 448.0


class Fp8KVCacheQuantizer(nn.Module):
    """Quantizes keys/values to fp8 before they are written to the paged cache."""

    def __init__(self, layer_idx: int, cache_dtype: torch.dtype = torch.float8_e4m3fn):
        super().__init__()
        self.layer_idx = layer_idx
        self.cache_dtype = cache_dtype

    @property
    def k_scale(self) -> float:
        return get_layer_kv_scales(self.layer_idx)[0]

    @property
    def v_scale(self) -> float:
        return get_layer_kv_scales(self.layer_idx)[1]

    def quantize(self, x: torch.Tensor, scale: float) -> torch.Tensor:
        x = (x / scale).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX)
        return x.to(self.cache_dtype)

    def forward(self, key: torch.Tensor, value: torch.Tensor):
        return self.quantize(key, self.k_scale), self.quantize(value, self.v_scale)
