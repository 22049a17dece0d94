"""Length-penalty tables, cached per lengths buffer to avoid recomputation
when the same decode buffers are reused across steps."""
import math

import torch

_PENALTY_FNS = {}


def register_penalty(name):
    def deco(fn):
        _PENALTY_FNS[name] = fn
        return fn

    return deco


@register_penalty("gnmt")
def gnmt_penalty(lengths: torch.Tensor, alpha: float) -> torch.Tensor:
    return ((5.0 + lengths) / 6.0).pow(alpha)


@register_penalty("average")
def average_penalty(lengths: torch.Tensor, alpha: float) -> torch.Tensor:
    return lengths.clamp_min(1.0)


@register_penalty("none")
def no_penalty(lengths: torch.Tensor, alpha: float) -> torch.Tensor:
    return torch.ones_like(lengths)


class PenaltyCache:
    def __init__(self, kind: str, alpha: float):
        self.fn = _PENALTY_FNS[kind]
        self.alpha = alpha
        self._cache: dict = {}

    def _key(self, lengths: torch.Tensor):
        return (lengths.data_ptr(), tuple(lengths.shape), lengths.dtype)

    def get(self, lengths: torch.Tensor) -> torch.Tensor:
        key = self._key(lengths)
        hit = self._cache.get(key)
        if hit is None:
            hit = self.fn(lengths.float(), self.alpha)
            self._cache[key] = hit
        return hit


def log_eps(dtype: torch.dtype) -> float:
    return math.log(torch.finfo(dtype).tiny)
