import functools
from typing import Callable, Dict

import torch

from .metrics import STATS

POOLER_REGISTRY: Dict[str, Callable] = {}


def register_pooler(name: str):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
            STATS.record(name, hidden.shape[0], hidden.shape[0] * hidden.shape[1])
            return fn(hidden, mask)

        POOLER_REGISTRY[name] = wrapper
        return wrapper

    return deco


@register_pooler("mean")
def mean_pool(hidden, mask):
    m = mask.unsqueeze(-1).to(hidden.dtype)
    return (hidden * m).sum(1) / m.sum(1).clamp_min(1.0)


@register_pooler("max")
def max_pool(hidden, mask):
    neg = torch.finfo(hidden.dtype).min
    return hidden.masked_fill(mask.unsqueeze(-1) == 0, neg).amax(dim=1)


@register_pooler("last")
def last_token_pool(hidden, mask):
    idx = mask.sum(1).long() - 1
    return hidden[torch.arange(hidden.shape[0]), idx]
