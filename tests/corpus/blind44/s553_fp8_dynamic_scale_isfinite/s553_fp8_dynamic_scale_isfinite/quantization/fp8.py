"""Dynamic per-tensor fp8 (e4m3) activation quantisation, reference path."""
import math

import torch
from torch import nn

from .base import LinearMethodBase, QuantizationConfig, UnquantizedLinearMethod

FP8_E4M3_MAX = 448.0
MIN_SCALING_FACTOR = 1.0 / (FP8_E4M3_MAX * 512.0)


class Fp8ScaleOverflowError(RuntimeError):
    pass


def per_tensor_dynamic_scale(x: torch.Tensor) -> float:
    amax = x.abs().max().float().item()
    if not math.isfinite(amax):
        raise Fp8ScaleOverflowError(f"activation amax is {amax}; refusing to quantise")
    return max(amax / FP8_E4M3_MAX, MIN_SCALING_FACTOR)


def scaled_fp8_quant_ref(x: torch.Tensor):
    scale = per_tensor_dynamic_scale(x)
    q = (x / scale).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX)
    return q, scale


class Fp8DynamicLinearMethod(LinearMethodBase):
    def create_weights(self, layer, in_features, out_features):
        w = torch.randn(out_features, in_features) * 0.1
        w_scale = w.abs().max() / FP8_E4M3_MAX
        layer.weight = nn.Parameter((w / w_scale).round(), requires_grad=False)
        layer.weight_scale = nn.Parameter(w_scale.reshape(1), requires_grad=False)

    def apply(self, layer, x):
        q, x_scale = scaled_fp8_quant_ref(x)
        out = q @ layer.weight.t()
        return out * (x_scale * layer.weight_scale)


class Fp8Config(QuantizationConfig):
    def __init__(self, ignored_layers=("lm_head",)):
        self.ignored_layers = tuple(ignored_layers)

    @classmethod
    def get_name(cls) -> str:
        return "fp8"

    def get_quant_method(self, layer, prefix):
        if any(prefix.endswith(name) for name in self.ignored_layers):
            return UnquantizedLinearMethod()
        return Fp8DynamicLinearMethod()
