from __future__ import annotations

import torch

from .normalizers import build_normalizer

_NORMALIZER = build_normalizer("zscore", momentum=0.05)
_W = torch.randn(10, 3) * 0.1


def _raw_scores(features: torch.Tensor) -> torch.Tensor:
    # three reward heads (helpfulness, harmlessness, honesty), averaged
    return (features @ _W).mean(dim=-1)


@torch.compile(fullgraph=True)
def score_batch(features: torch.Tensor) -> torch.Tensor:
    raw = _raw_scores(features)
    return _NORMALIZER(raw)
