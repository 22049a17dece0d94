import warnings
from abc import ABC, abstractmethod
from typing import Optional

import torch


class QuantizeMethodBase(ABC):

    @abstractmethod
    def create_weights(self, layer: torch.nn.Module, *args, **kwargs):
        raise NotImplementedError

    @abstractmethod
    def apply(self, layer: torch.nn.Module, *args, **kwargs) -> torch.Tensor:
        raise NotImplementedError

    def process_weights_after_loading(self, layer: torch.nn.Module) -> None:
        return


class LinearMethodBase(QuantizeMethodBase):

    fused_kernel_devices: tuple = ("cuda",)

    def dequantize(self, layer: torch.nn.Module) -> torch.Tensor:
        raise NotImplementedError

    def apply_dequantized(self, layer: torch.nn.Module, x: torch.Tensor,
                          bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        if x.device.type not in self.fused_kernel_devices:
            warnings.warn(
                f"{type(self).__name__}: no fused kernel for device '{x.device.type}', "
                "falling back to dequantized matmul",
                RuntimeWarning,
                stacklevel=2,
            )
        weight = self.dequantize(layer).to(x.dtype)
        return torch.nn.functional.linear(x, weight, bias)


class QuantizationConfig(ABC):

    @classmethod
    @abstractmethod
    def get_name(cls) -> str:
        raise NotImplementedError

    @classmethod
    @abstractmethod
    def from_config(cls, config: dict) -> "QuantizationConfig":
        raise NotImplementedError

    @abstractmethod
    def get_quant_method(self, layer: torch.nn.Module, prefix: str) -> Optional[QuantizeMethodBase]:
        raise NotImplementedError
