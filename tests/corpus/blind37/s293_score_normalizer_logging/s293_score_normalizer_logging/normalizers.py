from __future__ import annotations

import torch

from .base import ScoreNormalizer


class ZScoreNormalizer(ScoreNormalizer):
    name = "zscore"

    def normalize(self, scores):
        return (scores - self.running_mean) / torch.sqrt(self.running_var + self.eps)


class MinMaxNormalizer(ScoreNormalizer):
    name = "minmax"

    def normalize(self, scores):
        lo = scores.amin(dim=-1, keepdim=True)
        hi = scores.amax(dim=-1, keepdim=True)
        return (scores - lo) / (hi - lo + self.eps)


NORMALIZERS = {
    "zscore": ZScoreNormalizer,
    "minmax": MinMaxNormalizer,
}


def build_normalizer(kind: str, **kwargs) -> ScoreNormalizer:
    try:
        cls = NORMALIZERS[kind]
    except KeyError:
        raise ValueError(f"unknown normalizer {kind!r}; choose from {sorted(NORMALIZERS)}")
    return cls(**kwargs)
