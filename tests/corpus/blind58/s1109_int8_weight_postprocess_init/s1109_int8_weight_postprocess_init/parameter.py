from typing import Callable, Optional

import torch
from torch.nn import Parameter


class BasevLLMParameter(Parameter):
    def __new__(cls, data: torch.Tensor, **kwargs):
        return super().__new__(cls, data=data, requires_grad=False)

    def __init__(self, data: torch.Tensor, weight_loader: Optional[Callable] = None):
        self._weight_loader = weight_loader

    @property
    def weight_loader(self) -> Optional[Callable]:
        return self._weight_loader

    def load_weight(self, loaded_weight: torch.Tensor) -> None:
        assert self.data.shape == loaded_weight.shape
        self.data.copy_(loaded_weight)


class ModelWeightParameter(BasevLLMParameter):
    def __init__(self, data: torch.Tensor, input_dim: int, output_dim: int, **kwargs):
        self._input_dim = input_dim
        self._output_dim = output_dim
        super().__init__(data=data, **kwargs)

    @property
    def input_dim(self) -> int:
        return self._input_dim

    @property
    def output_dim(self) -> int:
        return self._output_dim


class ChannelQuantScaleParameter(BasevLLMParameter):
    def __init__(self, data: torch.Tensor, output_dim: int = 0, **kwargs):
        self._output_dim = output_dim
        super().__init__(data=data, **kwargs)

    @property
    def output_dim(self) -> int:
        return self._output_dim
