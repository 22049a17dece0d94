from typing import Dict, Type

from torch import nn

LAYER_REGISTRY: Dict[str, Type[nn.Module]] = {}


def register_layer(symbol: str):
    def decorator(cls):
        LAYER_REGISTRY[symbol] = cls
        return cls

    return decorator


from . import attention, mamba  # noqa: E402,F401
