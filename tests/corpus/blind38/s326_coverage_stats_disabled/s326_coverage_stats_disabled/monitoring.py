"""Lightweight online monitoring of sparse-feature coverage."""
from __future__ import annotations

from collections import defaultdict

import torch


class CoverageStats:
    def __init__(self):
        self.seen = defaultdict(int)
        self.empty = defaultdict(int)

    @torch.compiler.disable
    def record(self, feature: str, ids: torch.Tensor, pad_id: int = 0) -> None:
        nonpad = (ids != pad_id).sum(dim=1)
        self.seen[feature] += int(ids.shape[0])
        self.empty[feature] += int((nonpad == 0).sum())

    def empty_rate(self, feature: str) -> float:
        return self.empty[feature] / max(1, self.seen[feature])


GLOBAL_STATS = CoverageStats()
