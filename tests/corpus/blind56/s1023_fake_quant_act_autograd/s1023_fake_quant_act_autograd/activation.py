from typing import Callable, Dict, Type

import torch
import torch.nn as nn
import torch.nn.functional as F

from .quant_ops import fake_quant_fp8

_ACTIVATION_REGISTRY: Dict[str, Callable[..., nn.Module]] = {}


def register_activation(name: str):
    def decorator(cls: Type[nn.Module]) -> Type[nn.Module]:
        _ACTIVATION_REGISTRY[name] = cls
        return cls

    return decorator


@register_activation("gelu")
class GELU(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.gelu(x, approximate="tanh")


@register_activation("silu")
class SiLU(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.silu(x)


class _QuantizedOutput(nn.Module):
    """Applies the base activation, then simulates FP8 storage of its output."""

    base_cls: Type[nn.Module] = GELU
    fmt: str = "e4m3"

    def __init__(self):
        super().__init__()
        self.base = self.base_cls()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return fake_quant_fp8(self.base(x), self.fmt)


@register_activation("gelu_fp8")
class FP8GELU(_QuantizedOutput):
    base_cls = GELU


@register_activation("silu_fp8")
class FP8SiLU(_QuantizedOutput):
    base_cls = SiLU


def get_act_fn(name: str) -> nn.Module:
    name = name.lower()
    if name not in _ACTIVATION_REGISTRY:
        raise ValueError(f"Activation function {name!r} is not supported.")
    return _ACTIVATION_REGISTRY[name]()
