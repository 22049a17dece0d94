from __future__ import annotations

import torch
import torch.nn as nn

from . import hashing


class HashedEmbeddingBag(nn.Module):
    def __init__(self, name: str, num_buckets: int, dim: int):
        super().__init__()
        self.hasher = hashing.HashedFeature(name, num_buckets)
        self.bag = nn.EmbeddingBag(num_buckets, dim, mode="mean")

    def forward(self, raw_ids: torch.Tensor) -> torch.Tensor:
        return self.bag(self.hasher(raw_ids))


class CrossLayer(nn.Module):
    """DCN-v2 cross layer: x_{l+1} = x0 * (W x_l + b) + x_l."""

    def __init__(self, dim: int):
        super().__init__()
        self.lin = nn.Linear(dim, dim)

    def forward(self, x0, xl):
        return x0 * self.lin(xl) + xl


class HashedDCNRanker(nn.Module):
    def __init__(self, dense_in: int = 8, dim: int = 8, buckets: int = 1024, n_cross: int = 2):
        super().__init__()
        self.features = nn.ModuleList(
            [HashedEmbeddingBag(n, buckets, dim) for n in ("advertiser", "publisher", "geo")]
        )
        self.dense = nn.Linear(dense_in, dim)
        width = dim * (len(self.features) + 1)
        self.cross = nn.ModuleList([CrossLayer(width) for _ in range(n_cross)])
        self.head = nn.Linear(width, 1)

    def forward(self, dense, advertiser, publisher, geo):
        parts = [self.dense(dense)]
        for feat, ids in zip(self.features, (advertiser, publisher, geo)):
            parts.append(feat(ids))
        x0 = torch.cat(parts, dim=1)
        x = x0
        for layer in self.cross:
            x = layer(x0, x)
        return torch.sigmoid(self.head(x)).squeeze(1)


compiled = torch.compile(HashedDCNRanker(), fullgraph=True)
