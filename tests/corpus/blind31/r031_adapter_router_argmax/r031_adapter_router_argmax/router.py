from __future__ import annotations

import torch
from torch import nn


class CentroidRouter(nn.Module):
    """Routes a batch to the adapter whose centroid is closest to the mean
    hidden state (cheap "arrow"-style routing)."""

    def __init__(self, num_adapters: int, hidden: int, temperature: float = 1.0):
        super().__init__()
        self.centroids = nn.Parameter(torch.randn(num_adapters, hidden))
        self.temperature = temperature

    def scores(self, x: torch.Tensor) -> torch.Tensor:
        pooled = x.mean(dim=0)
        return (self.centroids @ pooled) / self.temperature

    def select(self, x: torch.Tensor) -> int:
        scores = self.scores(x)
        best = scores.argmax()
        return int(best.item())
