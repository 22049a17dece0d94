"""Pooling heads for sentence embeddings (mean / cls / max / last-token)."""
from typing import Callable, Dict, Optional, Type

import torch
import torch.nn as nn

POOLING_REGISTRY: Dict[str, Type["Pooling"]] = {}


def register_pooling(name: str) -> Callable:
    def deco(cls):
        POOLING_REGISTRY[name] = cls
        cls.mode = name
        return cls

    return deco


class Pooling(nn.Module):
    mode = "base"

    def forward(self, hidden: torch.Tensor, attention_mask: Optional[torch.Tensor]) -> torch.Tensor:
        raise NotImplementedError


@register_pooling("cls")
class ClsPooling(Pooling):
    def forward(self, hidden, attention_mask=None):
        return hidden[:, 0]


@register_pooling("mean")
class MeanPooling(Pooling):
    def forward(self, hidden, attention_mask=None):
        # unpadded batches (the common case for single-query encoding) skip the masked sum
        if attention_mask is None or attention_mask.all():
            return hidden.mean(dim=1)
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        summed = (hidden * mask).sum(dim=1)
        counts = mask.sum(dim=1).clamp(min=1e-9)
        return summed / counts


@register_pooling("max")
class MaxPooling(Pooling):
    def forward(self, hidden, attention_mask=None):
        if attention_mask is not None:
            hidden = hidden.masked_fill(~attention_mask.bool().unsqueeze(-1), torch.finfo(hidden.dtype).min)
        return hidden.max(dim=1).values


@register_pooling("last")
class LastTokenPooling(Pooling):
    def forward(self, hidden, attention_mask=None):
        if attention_mask is None:
            return hidden[:, -1]
        last = attention_mask.long().sum(dim=1) - 1
        return hidden[torch.arange(hidden.shape[0], device=hidden.device), last]


def build_pooling(mode: str) -> Pooling:
    try:
        return POOLING_REGISTRY[mode]()
    except KeyError:
        raise ValueError(f"unknown pooling mode {mode!r}; choose from {sorted(POOLING_REGISTRY)}") from None
