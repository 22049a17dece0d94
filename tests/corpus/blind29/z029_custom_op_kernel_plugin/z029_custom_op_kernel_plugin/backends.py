"""Rotary implementations selectable from the model config."""
from typing import Callable, Dict

import torch

ROTARY_BACKENDS: Dict[str, Callable] = {}


def rotary_backend(name: str):
    def deco(fn):
        ROTARY_BACKENDS[name] = fn
        return fn

    return deco


@rotary_backend("torch")
def rotary_torch(x, cos, sin):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


@rotary_backend("vendor")
def rotary_vendor(x, cos, sin):
    return torch.ops.corpus_z029.rotary_apply(x, cos, sin)
