import torch
import torch.nn.functional as F

from . import register_quant_method
from .base import QuantMethodBase


def _ensure_16b_aligned(t: torch.Tensor) -> torch.Tensor:
    # the cutlass fp8 kernel needs 16-byte aligned activations
    if t.data_ptr() % 16 != 0:
        t = t.clone()
    return t


@register_quant_method("fp8")
class Fp8DynamicMethod(QuantMethodBase):
    def _quantize(self, x: torch.Tensor):
        amax = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12)
        scale = amax / self.config.fp8_max
        q = (x / scale).clamp(-self.config.fp8_max, self.config.fp8_max)
        return q, scale

    def apply(self, layer, x):
        x = _ensure_16b_aligned(x)
        q, scale = self._quantize(x)
        return F.linear(q * scale, layer.weight, layer.bias)
