import importlib
from typing import Callable

import torch

_PKG = __name__.rpartition(".")[0]

_ACTIVATION_PATHS: dict[str, str] = {
    "silu": "torch.nn.functional:silu",
    "gelu": "torch.nn.functional:gelu",
    "gelu_pytorch_tanh": f"{_PKG}.activations:gelu_tanh",
    "quick_gelu": f"{_PKG}.activations:quick_gelu",
    "relu2": f"{_PKG}.activations:relu_squared",
}

_RESOLVED: dict[str, Callable[[torch.Tensor], torch.Tensor]] = {}


def register_activation(name: str, target: str) -> None:
    if ":" not in target:
        raise ValueError(f"activation target must look like 'module:attr', got {target!r}")
    _ACTIVATION_PATHS[name.lower()] = target
    _RESOLVED.pop(name.lower(), None)


def _import_from_string(target: str):
    module_path, _, attr_path = target.partition(":")
    obj = importlib.import_module(module_path)
    for attr in attr_path.split("."):
        obj = getattr(obj, attr)
    return obj


def get_act_fn(name: str) -> Callable[[torch.Tensor], torch.Tensor]:
    key = name.lower()
    fn = _RESOLVED.get(key)
    if fn is None:
        if key not in _ACTIVATION_PATHS:
            raise ValueError(f"activation {name!r} is not supported; known: {sorted(_ACTIVATION_PATHS)}")
        fn = _import_from_string(_ACTIVATION_PATHS[key])
        _RESOLVED[key] = fn
    return fn
