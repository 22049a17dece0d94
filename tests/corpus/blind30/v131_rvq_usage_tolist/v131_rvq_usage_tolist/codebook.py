from collections import Counter

import torch
import torch.nn as nn
import torch.nn.functional as F


class UsageTracker:
    """Counts how often each code is selected, to find dead codes for restarts."""

    def __init__(self, codebook_size: int):
        self.codebook_size = codebook_size
        self.counts = Counter()
        self.steps = 0

    def update(self, indices: torch.Tensor) -> None:
        self.steps += 1
        self.counts.update(indices.flatten().tolist())

    def dead_codes(self, threshold: int):
        return [c for c in range(self.codebook_size) if self.counts[c] < threshold]


class EuclideanCodebook(nn.Module):
    def __init__(self, dim: int, codebook_size: int, track_usage: bool = True):
        super().__init__()
        self.embed = nn.Parameter(torch.randn(codebook_size, dim) * 0.1)
        self.tracker = UsageTracker(codebook_size) if track_usage else None

    def _distances(self, x: torch.Tensor) -> torch.Tensor:
        # x: (N, D); returns (N, K) squared distances
        return (
            x.pow(2).sum(-1, keepdim=True)
            - 2 * x @ self.embed.t()
            + self.embed.pow(2).sum(-1)[None, :]
        )

    def encode(self, x: torch.Tensor) -> torch.Tensor:
        idx = self._distances(x).argmin(dim=-1)
        if self.tracker is not None:
            self.tracker.update(idx)
        return idx

    def decode(self, idx: torch.Tensor) -> torch.Tensor:
        return F.embedding(idx, self.embed)
