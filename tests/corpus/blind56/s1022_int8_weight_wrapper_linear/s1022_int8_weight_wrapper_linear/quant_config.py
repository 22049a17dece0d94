from abc import ABC, abstractmethod
from typing import Any, Dict, Optional

import torch
import torch.nn.functional as F
from torch.nn import Parameter

from .weight_tensor import Int8WeightTensor


class LinearMethodBase(ABC):
    @abstractmethod
    def create_weights(self, layer: torch.nn.Module, input_size: int, output_size: int,
                       params_dtype: torch.dtype) -> None:
        raise NotImplementedError

    def process_weights_after_loading(self, layer: torch.nn.Module) -> None:
        return None

    @abstractmethod
    def apply(self, layer: torch.nn.Module, x: torch.Tensor,
              bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        raise NotImplementedError


class UnquantizedLinearMethod(LinearMethodBase):
    def create_weights(self, layer, input_size, output_size, params_dtype):
        weight = Parameter(torch.empty(output_size, input_size, dtype=params_dtype),
                           requires_grad=False)
        layer.register_parameter("weight", weight)

    def apply(self, layer, x, bias=None):
        return F.linear(x, layer.weight, bias)


class Int8WeightOnlyLinearMethod(UnquantizedLinearMethod):
    """Loads a float checkpoint, then swaps the weight for an int8 wrapper."""

    def __init__(self, quant_config: "Int8WeightOnlyConfig"):
        self.quant_config = quant_config

    def process_weights_after_loading(self, layer):
        qweight = Int8WeightTensor.quantize(layer.weight.data)
        layer.weight = Parameter(qweight, requires_grad=False)


class QuantizationConfig(ABC):
    @classmethod
    @abstractmethod
    def get_name(cls) -> str:
        raise NotImplementedError

    @abstractmethod
    def get_quant_method(self, layer: torch.nn.Module, prefix: str) -> Optional[LinearMethodBase]:
        raise NotImplementedError


class Int8WeightOnlyConfig(QuantizationConfig):
    def __init__(self, ignored_layers: Optional[list] = None):
        self.ignored_layers = ignored_layers or []

    @classmethod
    def get_name(cls) -> str:
        return "int8_wo"

    @classmethod
    def from_config(cls, config: Dict[str, Any]) -> "Int8WeightOnlyConfig":
        return cls(ignored_layers=config.get("ignored_layers"))

    def get_quant_method(self, layer, prefix):
        if any(prefix.endswith(name) for name in self.ignored_layers):
            return UnquantizedLinearMethod()
        return Int8WeightOnlyLinearMethod(self)


QUANTIZATION_METHODS = {
    "int8_wo": Int8WeightOnlyConfig,
}


def get_quantization_config(name: str) -> type:
    return QUANTIZATION_METHODS[name]
