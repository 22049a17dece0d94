from typing import Callable, Dict, Type

import torch.nn as nn

LAYER_REGISTRY: Dict[str, Type[nn.Module]] = {}


def register_layer(code: str) -> Callable[[Type[nn.Module]], Type[nn.Module]]:
    def deco(cls):
        if code in LAYER_REGISTRY:
            raise ValueError(f"layer type {code!r} registered twice")
        LAYER_REGISTRY[code] = cls
        return cls

    return deco


def build_layer(code: str, cfg, layer_idx: int) -> nn.Module:
    return LAYER_REGISTRY[code](cfg, layer_idx)
