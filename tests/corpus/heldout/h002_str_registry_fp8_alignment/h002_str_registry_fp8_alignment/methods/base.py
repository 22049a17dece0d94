from abc import ABC, abstractmethod

import torch


class QuantMethodBase(ABC):
    def __init__(self, config) -> None:
        self.config = config

    @abstractmethod
    def apply(self, layer: torch.nn.Module, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError
