from __future__ import annotations

import torch

from .cache import GLOBAL_DELTA_CACHE


class TaskVector:
    def __init__(self, name: str, base: torch.Tensor, finetuned: torch.Tensor):
        self.name = name
        self.delta = finetuned - base

    def scaled(self, scale: float) -> torch.Tensor:
        return self.delta * scale


def combined_delta(layer_name: str, vectors, scales) -> torch.Tensor:
    total = None
    for tv, s in zip(vectors, scales):
        key = (layer_name, tv.name, float(s))
        part = GLOBAL_DELTA_CACHE.lookup(key, lambda tv=tv, s=s: tv.scaled(s))
        total = part if total is None else total + part
    return total
