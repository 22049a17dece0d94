from __future__ import annotations

from typing import Callable

import torch
import torch.nn.functional as F

from .metrics import timed

POOLERS: dict[str, Callable] = {}


def register_pooler(name: str):
    def deco(fn):
        POOLERS[name] = fn
        return fn

    return deco


@register_pooler("cls")
def cls_pool(hidden, mask):
    return hidden[:, 0]


@register_pooler("mean")
@timed("pool.mean")
def mean_pool(hidden, mask):
    m = mask.unsqueeze(-1).type_as(hidden)
    return (hidden * m).sum(1) / m.sum(1).clamp_min(1e-9)


@register_pooler("max")
def max_pool(hidden, mask):
    neg = torch.finfo(hidden.dtype).min
    return hidden.masked_fill(mask.unsqueeze(-1) == 0, neg).amax(dim=1)


def get_pooler(name: str) -> Callable:
    return POOLERS[name]


def normalize(emb: torch.Tensor) -> torch.Tensor:
    return F.normalize(emb, p=2, dim=-1)
