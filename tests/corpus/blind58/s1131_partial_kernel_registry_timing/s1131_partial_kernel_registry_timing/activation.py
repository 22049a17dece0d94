import functools
from typing import Callable, Dict

import torch
import torch.nn.functional as F

from .kernel_stats import record_kernel


@record_kernel("silu_and_mul")
def silu_and_mul(x: torch.Tensor) -> torch.Tensor:
    d = x.shape[-1] // 2
    return F.silu(x[..., :d]) * x[..., d:]


@record_kernel("gelu_and_mul")
def gelu_and_mul(x: torch.Tensor, approximate: str = "none") -> torch.Tensor:
    d = x.shape[-1] // 2
    return F.gelu(x[..., :d], approximate=approximate) * x[..., d:]


def relu2(x: torch.Tensor) -> torch.Tensor:
    return torch.square(F.relu(x))


_ACTIVATION_REGISTRY: Dict[str, Callable[[torch.Tensor], torch.Tensor]] = {
    "silu": silu_and_mul,
    "gelu": functools.partial(gelu_and_mul, approximate="none"),
    "gelu_pytorch_tanh": functools.partial(gelu_and_mul, approximate="tanh"),
    "gelu_new": functools.partial(gelu_and_mul, approximate="tanh"),
}

_UNGATED_REGISTRY: Dict[str, Callable[[torch.Tensor], torch.Tensor]] = {
    "relu2": relu2,
    "gelu": F.gelu,
}


def get_act_fn(name: str, gated: bool = True) -> Callable[[torch.Tensor], torch.Tensor]:
    name = name.lower()
    registry = _ACTIVATION_REGISTRY if gated else _UNGATED_REGISTRY
    if name not in registry:
        raise ValueError(f"Activation function {name!r} is not supported (gated={gated}).")
    return registry[name]
