"""Quantisation method objects, in the style of a serving engine's linear backends."""
from __future__ import annotations

import torch
import torch.nn.functional as F

from . import fp8_utils


class LinearMethodBase:
    def create_weights(self, layer: torch.nn.Module, in_features: int, out_features: int) -> None:
        raise NotImplementedError

    def apply(self, layer: torch.nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
        raise NotImplementedError


class UnquantizedLinearMethod(LinearMethodBase):
    def create_weights(self, layer, in_features, out_features):
        layer.weight = torch.nn.Parameter(torch.randn(out_features, in_features) * 0.02, requires_grad=False)

    def apply(self, layer, x, bias=None):
        return F.linear(x, layer.weight, bias)


class Fp8WeightOnlyLinearMethod(LinearMethodBase):
    """W8A16: fp8 weights, activations kept in the model dtype."""

    def __init__(self, use_cache: bool = True):
        self.use_cache = use_cache

    def create_weights(self, layer, in_features, out_features):
        w = torch.randn(out_features, in_features) * 0.02
        q, scale = fp8_utils.quantize_per_channel(w)
        layer.register_buffer("weight", q, persistent=True)
        layer.register_buffer("weight_scale", scale, persistent=True)

    def _weight(self, layer, dtype):
        if self.use_cache:
            cache = fp8_utils.global_scale_cache()
            return cache.get_or_dequantize(layer.weight, layer.weight_scale, dtype)
        return fp8_utils.dequantize(layer.weight, layer.weight_scale, dtype)

    def apply(self, layer, x, bias=None):
        w = self._weight(layer, x.dtype)
        return F.linear(x, w, bias)


QUANT_METHODS = {
    None: UnquantizedLinearMethod,
    "fp8": Fp8WeightOnlyLinearMethod,
}


def get_quant_method(name: str | None) -> LinearMethodBase:
    return QUANT_METHODS[name]()
