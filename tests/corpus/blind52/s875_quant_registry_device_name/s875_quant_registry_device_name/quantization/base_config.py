from abc import ABC, abstractmethod

import torch
from torch import nn


class LinearMethodBase(ABC):
    @abstractmethod
    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        ...

    @abstractmethod
    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        ...


class QuantizationConfig(ABC):
    @classmethod
    @abstractmethod
    def get_name(cls) -> str:
        ...

    @abstractmethod
    def get_linear_method(self) -> LinearMethodBase:
        ...
