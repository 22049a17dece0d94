from __future__ import annotations

import torch
import torch.nn.functional as F

from .config import Fp8Config
from .scale_cache import GLOBAL_SCALE_CACHE


def per_tensor_quantize(t: torch.Tensor, fp8_max: float, dtype):
    amax = t.abs().amax().clamp(min=1e-12)
    scale = amax / fp8_max
    q = (t / scale).clamp(-fp8_max, fp8_max)
    if dtype is not None:
        q = q.to(dtype)
    return q, scale


class Fp8LinearMethod:
    def __init__(self, config: Fp8Config) -> None:
        self.config = config

    def _quantize_weight(self, weight: torch.Tensor):
        return per_tensor_quantize(weight, self.config.fp8_max, self.config.weight_dtype)

    def apply(self, layer: torch.nn.Module, x: torch.Tensor) -> torch.Tensor:
        if self.config.lazy_weight_quant:
            qweight, w_scale = GLOBAL_SCALE_CACHE.get_or_quantize(layer.weight, self._quantize_weight)
        else:
            qweight, w_scale = layer.qweight, layer.w_scale
        qx, x_scale = per_tensor_quantize(x, self.config.fp8_max, self.config.weight_dtype)
        # emulated scaled mm: dequantize both operands and rescale
        out = F.linear(qx.to(x.dtype), qweight.to(x.dtype))
        out = out * (x_scale * w_scale)
        if layer.bias is not None:
            out = out + layer.bias
        return out
