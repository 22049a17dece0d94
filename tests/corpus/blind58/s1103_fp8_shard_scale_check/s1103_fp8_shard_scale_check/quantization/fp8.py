from typing import Any, Dict, List

import torch
from torch import nn

from .base import QuantizationConfig, QuantizeMethodBase

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


class Fp8Config(QuantizationConfig):
    def __init__(self, activation_scheme: str = "dynamic"):
        self.activation_scheme = activation_scheme

    @classmethod
    def from_config(cls, config: Dict[str, Any]) -> "Fp8Config":
        return cls(config.get("activation_scheme", "dynamic"))

    def get_quant_method(self, layer: nn.Module, prefix: str) -> QuantizeMethodBase:
        return Fp8LinearMethod(self)


def _per_tensor_quant(w: torch.Tensor):
    scale = w.abs().amax().clamp(min=1e-12) / FP8_MAX
    return (w / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE), scale


class Fp8LinearMethod(QuantizeMethodBase):
    def __init__(self, quant_config: Fp8Config):
        self.quant_config = quant_config

    def create_weights(self, layer, output_partition_sizes, input_size, params_dtype):
        layer.logical_widths = list(output_partition_sizes)
        shards, scales = [], []
        for width in output_partition_sizes:
            q, s = _per_tensor_quant(torch.randn(width, input_size) * 0.02)
            shards.append(q)
            scales.append(s)
        layer.register_parameter("weight", nn.Parameter(torch.cat(shards), requires_grad=False))
        layer.register_parameter(
            "weight_scale", nn.Parameter(torch.stack(scales), requires_grad=False)
        )

    def _requantize_with_max_scale(self, layer: nn.Module) -> None:
        max_w_scale = layer.weight_scale.max()
        start = 0
        for idx, width in enumerate(layer.logical_widths):
            end = start + width
            dq = layer.weight[start:end].to(torch.float32) * layer.weight_scale[idx]
            layer.weight[start:end] = (dq / max_w_scale).to(FP8_DTYPE)
            start = end
        layer.weight_scale = nn.Parameter(max_w_scale.reshape(1), requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        w_scale = layer.weight_scale
        if w_scale.numel() > 1 and (w_scale != w_scale[0]).any():
            self._requantize_with_max_scale(layer)
        weight = layer.weight.to(x.dtype) * layer.weight_scale[0]
        return nn.functional.linear(x, weight, getattr(layer, "bias", None))
