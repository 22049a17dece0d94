"""Pooling heads: turn flattened per-token hidden states into one vector per prompt."""
from __future__ import annotations

import enum
from typing import Callable

import torch
import torch.nn.functional as F
from torch import nn


class PoolingType(enum.Enum):
    LAST = "last"
    CLS = "cls"
    MEAN = "mean"


class SimplePooler(nn.Module):
    """Base pooler: `extract` selects/aggregates, `head` post-processes."""

    def __init__(self, normalize: bool = True, softmax: bool = False):
        super().__init__()
        self.normalize = normalize
        self.softmax = softmax

    def extract(self, hidden: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def head(self, pooled: torch.Tensor) -> torch.Tensor:
        if self.normalize:
            pooled = F.normalize(pooled, p=2, dim=-1)
        if self.softmax:
            pooled = pooled.softmax(dim=-1)
        return pooled

    def forward(self, hidden: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        return self.head(self.extract(hidden, prompt_lens))


class LastPool(SimplePooler):
    def extract(self, hidden, prompt_lens):
        last_idx = torch.cumsum(prompt_lens, dim=0) - 1
        return hidden[last_idx]


class CLSPool(SimplePooler):
    def extract(self, hidden, prompt_lens):
        first_idx = torch.cumsum(prompt_lens, dim=0) - prompt_lens
        return hidden[first_idx]


class MeanPool(SimplePooler):
    def extract(self, hidden, prompt_lens):
        # Prompts are packed back to back: split them apart and average each one.
        chunks = hidden.split(prompt_lens.tolist(), dim=0)
        return torch.stack([chunk.mean(dim=0) for chunk in chunks])


_POOLERS: dict[PoolingType, Callable[..., SimplePooler]] = {
    PoolingType.LAST: LastPool,
    PoolingType.CLS: CLSPool,
    PoolingType.MEAN: MeanPool,
}


def build_pooler(pooling_type: PoolingType | str, **kwargs) -> SimplePooler:
    if isinstance(pooling_type, str):
        pooling_type = PoolingType(pooling_type)
    return _POOLERS[pooling_type](**kwargs)
