from functools import partial

import torch
import torch.nn.functional as F

_ACTIVATION_REGISTRY = {
    "gelu": F.gelu,
    "gelu_pytorch_tanh": partial(F.gelu, approximate="tanh"),
    "silu": F.silu,
    "relu2": lambda x: torch.square(F.relu(x)),
}


def get_act_fn(name: str):
    name = name.lower()
    if name not in _ACTIVATION_REGISTRY:
        raise ValueError(f"Activation function {name!r} is not supported.")
    return _ACTIVATION_REGISTRY[name]
