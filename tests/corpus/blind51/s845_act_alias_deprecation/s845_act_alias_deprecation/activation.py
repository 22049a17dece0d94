"""Name -> activation function lookup shared by text and vision towers."""
import functools
import math
import warnings
from typing import Callable

import torch
import torch.nn.functional as F


def quick_gelu(x: torch.Tensor) -> torch.Tensor:
    return x * torch.sigmoid(1.702 * x)


def new_gelu(x: torch.Tensor) -> torch.Tensor:
    c = math.sqrt(2.0 / math.pi)
    return 0.5 * x * (1.0 + torch.tanh(c * (x + 0.044715 * torch.pow(x, 3.0))))


def relu2(x: torch.Tensor) -> torch.Tensor:
    return torch.square(F.relu(x))


_ACTIVATION_REGISTRY: dict[str, Callable[[torch.Tensor], torch.Tensor]] = {
    "gelu": F.gelu,
    "gelu_pytorch_tanh": functools.partial(F.gelu, approximate="tanh"),
    "quick_gelu": quick_gelu,
    "new_gelu": new_gelu,
    "relu": F.relu,
    "relu2": relu2,
    "silu": F.silu,
}

# Older checkpoints spell these differently; kept for backwards compatibility.
_DEPRECATED_ALIASES = {
    "gelu_new": "new_gelu",
    "gelu_fast": "gelu_pytorch_tanh",
    "swish": "silu",
}


@functools.lru_cache(maxsize=None)
def get_act_fn(act_fn_name: str) -> Callable[[torch.Tensor], torch.Tensor]:
    name = act_fn_name.lower()
    if name in _DEPRECATED_ALIASES:
        new_name = _DEPRECATED_ALIASES[name]
        warnings.warn(
            f"Activation {act_fn_name!r} is deprecated, use {new_name!r} instead.",
            DeprecationWarning,
            stacklevel=2,
        )
        name = new_name
    if name not in _ACTIVATION_REGISTRY:
        raise ValueError(f"Activation function {act_fn_name!r} is not supported.")
    return _ACTIVATION_REGISTRY[name]
