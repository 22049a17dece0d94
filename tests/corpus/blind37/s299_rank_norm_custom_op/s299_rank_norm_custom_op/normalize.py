from __future__ import annotations

from typing import Callable

import torch

_NORMALIZERS: dict[str, Callable[[torch.Tensor], torch.Tensor]] = {}


def normalizer(name: str):
    def deco(fn):
        _NORMALIZERS[name] = fn
        return fn

    return deco


@normalizer("softmax")
def softmax_norm(scores):
    return torch.softmax(scores, dim=-1)


@normalizer("rank")
def rank_norm(scores):
    return torch.ops.corpus_s299.rank_normalize(scores)


@normalizer("zscore")
def zscore_norm(scores):
    mu = scores.mean(dim=-1, keepdim=True)
    sd = scores.std(dim=-1, keepdim=True).clamp_min(1e-6)
    return (scores - mu) / sd


def get_normalizer(name: str):
    return _NORMALIZERS[name]
