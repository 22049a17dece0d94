from __future__ import annotations

from typing import Callable, Dict, Type

import torch


class LinearMethodBase:
    """Creates the weights of a linear layer and applies them."""

    def create_weights(self, layer: torch.nn.Module, in_features: int, out_features: int) -> None:
        raise NotImplementedError

    def apply(self, layer: torch.nn.Module, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


_QUANTIZATION_METHODS: Dict[str, Type[LinearMethodBase]] = {}


def register_quantization_method(name: str) -> Callable[[Type[LinearMethodBase]], Type[LinearMethodBase]]:
    def decorator(cls: Type[LinearMethodBase]) -> Type[LinearMethodBase]:
        _QUANTIZATION_METHODS[name] = cls
        return cls

    return decorator


def get_quantization_method(name: str) -> LinearMethodBase:
    return _QUANTIZATION_METHODS[name]()
