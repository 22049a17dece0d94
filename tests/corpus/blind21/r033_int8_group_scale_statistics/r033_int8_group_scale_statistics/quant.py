from __future__ import annotations

import statistics
from typing import Protocol

import torch
from torch import nn


class QuantMethod(Protocol):
    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None: ...

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor: ...


class Int8GroupQuantMethod:
    """W8A16: int8 weights, one scale per group of input channels.

    Calibration tools export the group scales as a plain list of floats; when the
    activation is too small to benefit from grouping we fall back to a single
    tensor-wide scale computed from those values.
    """

    def __init__(self, group_size: int = 8, use_tensor_scale: bool = True) -> None:
        self.group_size = group_size
        self.use_tensor_scale = use_tensor_scale

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        g = torch.Generator().manual_seed(in_features * 31 + out_features)
        w = torch.randint(-127, 128, (out_features, in_features), dtype=torch.int8, generator=g)
        layer.register_buffer("qweight", w)
        n_groups = in_features // self.group_size
        layer.group_scales = [0.01 * (1 + i % 3) for i in range(n_groups)]
        layer.register_buffer("group_scale_t", torch.tensor(layer.group_scales))

    def _tensor_scale(self, layer: nn.Module) -> float:
        return statistics.mean(layer.group_scales)

    def dequantize(self, layer: nn.Module) -> torch.Tensor:
        w = layer.qweight.to(torch.float32)
        if self.use_tensor_scale:
            return w * self._tensor_scale(layer)
        scales = layer.group_scale_t.repeat_interleave(self.group_size)
        return w * scales

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        return x @ self.dequantize(layer).t()


QUANT_METHODS: dict[str, type] = {"int8_group": Int8GroupQuantMethod}


def get_quant_method(name: str, **kwargs) -> QuantMethod:
    return QUANT_METHODS[name](**kwargs)
