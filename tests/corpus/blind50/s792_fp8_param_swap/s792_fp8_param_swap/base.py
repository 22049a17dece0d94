from abc import ABC, abstractmethod

import torch
from torch import nn


class QuantizeMethodBase(ABC):
    """Base class for different quantized methods."""

    @abstractmethod
    def create_weights(self, layer: nn.Module, *weight_args, **extra_weight_attrs):
        raise NotImplementedError

    @abstractmethod
    def apply(self, layer: nn.Module, *args, **kwargs) -> torch.Tensor:
        raise NotImplementedError

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        return

    def maybe_process_weights(self, layer: nn.Module) -> None:
        if getattr(layer, "_weights_processed", False):
            return
        self.process_weights_after_loading(layer)
        layer._weights_processed = True


class LinearMethodBase(QuantizeMethodBase):
    def embedding(self, layer: nn.Module, input_: torch.Tensor) -> torch.Tensor:
        raise RuntimeError(f"{type(self).__name__} does not support embedding")
