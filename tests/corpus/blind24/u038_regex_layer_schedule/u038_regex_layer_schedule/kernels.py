from __future__ import annotations

import math
from typing import Callable, Dict

import torch

MASK_BUILDERS: Dict[str, Callable[[int, int], torch.Tensor]] = {}


def _register(name: str):
    def deco(fn):
        MASK_BUILDERS[name] = fn
        return fn
    return deco


@_register("causal_global")
def _global(seq: int, window: int) -> torch.Tensor:
    return torch.ones(seq, seq, dtype=torch.bool).tril()


@_register("causal_sliding")
def _sliding(seq: int, window: int) -> torch.Tensor:
    i = torch.arange(seq).unsqueeze(1)
    j = torch.arange(seq).unsqueeze(0)
    return (j <= i) & (j > i - window)


def masked_attention(q, k, v, mask: torch.Tensor) -> torch.Tensor:
    scores = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
    return scores.masked_fill(~mask, float("-inf")).softmax(-1) @ v
