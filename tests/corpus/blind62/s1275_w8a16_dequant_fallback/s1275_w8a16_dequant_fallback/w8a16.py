from typing import Optional

import torch
from torch.nn import Parameter

from .base_config import LinearMethodBase, QuantizationConfig


class W8A16Config(QuantizationConfig):

    def __init__(self, symmetric: bool = False, ignored_layers: Optional[list] = None):
        self.symmetric = symmetric
        self.ignored_layers = ignored_layers or []

    @classmethod
    def get_name(cls) -> str:
        return "w8a16"

    @classmethod
    def from_config(cls, config: dict) -> "W8A16Config":
        return cls(symmetric=config.get("sym", False),
                   ignored_layers=config.get("modules_to_not_convert"))

    def get_quant_method(self, layer, prefix):
        if any(prefix.endswith(name) for name in self.ignored_layers):
            return None
        return W8A16LinearMethod(self)


class W8A16LinearMethod(LinearMethodBase):

    def __init__(self, quant_config: W8A16Config):
        self.quant_config = quant_config

    def create_weights(self, layer, input_size: int, output_size: int, params_dtype=torch.float32):
        g = torch.Generator().manual_seed(output_size * 17 + input_size)
        layer.weight = Parameter(
            torch.randint(0, 255, (output_size, input_size), generator=g, dtype=torch.uint8),
            requires_grad=False)
        layer.weight_scale = Parameter(
            torch.rand(output_size, 1, generator=g, dtype=params_dtype) * 0.01,
            requires_grad=False)
        zp = torch.full((output_size, 1), 128, dtype=torch.int32)
        layer.weight_zero_point = Parameter(zp, requires_grad=False)

    def dequantize(self, layer) -> torch.Tensor:
        w = layer.weight.to(torch.int32)
        if not self.quant_config.symmetric:
            w = w - layer.weight_zero_point
        return w.to(layer.weight_scale.dtype) * layer.weight_scale

    def apply(self, layer, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        return self.apply_dequantized(layer, x, bias)
