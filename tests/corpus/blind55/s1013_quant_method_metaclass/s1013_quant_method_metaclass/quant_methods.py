from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .registry import QuantMethodMeta


class QuantizeMethodBase(metaclass=QuantMethodMeta):
    def create_weights(self, layer: nn.Module, input_size: int, output_size: int, params_dtype):
        raise NotImplementedError

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None):
        raise NotImplementedError

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        return None


class UnquantizedLinearMethod(QuantizeMethodBase):
    method_name = "unquantized"

    def create_weights(self, layer, input_size, output_size, params_dtype):
        weight = nn.Parameter(torch.randn(output_size, input_size, dtype=params_dtype) * 0.02)
        layer.register_parameter("weight", weight)

    def apply(self, layer, x, bias=None):
        return F.linear(x, layer.weight, bias)


class Int8WeightOnlyMethod(QuantizeMethodBase):
    method_name = "w8a16"

    def create_weights(self, layer, input_size, output_size, params_dtype):
        qweight = torch.randint(-127, 127, (output_size, input_size), dtype=torch.int8)
        layer.register_buffer("qweight", qweight)
        layer.register_buffer("scales", torch.full((output_size, 1), 0.01, dtype=params_dtype))

    def apply(self, layer, x, bias=None):
        weight = layer.qweight.to(x.dtype) * layer.scales
        return F.linear(x, weight, bias)
