from abc import ABC, abstractmethod
from typing import Any, Dict, List

import torch
from torch import nn


class QuantizeMethodBase(ABC):
    @abstractmethod
    def create_weights(self, layer: nn.Module, output_partition_sizes: List[int],
                       input_size: int, params_dtype: torch.dtype) -> None:
        raise NotImplementedError

    @abstractmethod
    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        return


class UnquantizedLinearMethod(QuantizeMethodBase):
    def create_weights(self, layer, output_partition_sizes, input_size, params_dtype):
        weight = nn.Parameter(
            torch.randn(sum(output_partition_sizes), input_size, dtype=params_dtype) * 0.02,
            requires_grad=False,
        )
        layer.register_parameter("weight", weight)

    def apply(self, layer, x):
        return nn.functional.linear(x, layer.weight, getattr(layer, "bias", None))


class QuantizationConfig(ABC):
    @classmethod
    @abstractmethod
    def from_config(cls, config: Dict[str, Any]) -> "QuantizationConfig":
        raise NotImplementedError

    @abstractmethod
    def get_quant_method(self, layer: nn.Module, prefix: str) -> QuantizeMethodBase:
        raise NotImplementedError
