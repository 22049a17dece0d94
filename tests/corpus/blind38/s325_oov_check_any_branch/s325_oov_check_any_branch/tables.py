"""Embedding tables with different out-of-vocabulary policies."""
from __future__ import annotations

import torch
import torch.nn as nn


class BaseEmbeddingTable(nn.Module):
    oov_policy = "error"

    def __init__(self, num_embeddings: int, dim: int):
        super().__init__()
        self.num_embeddings = num_embeddings
        self.weight = nn.Parameter(torch.randn(num_embeddings, dim) * 0.01)

    def handle_oov(self, ids: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def sanitize(self, ids: torch.Tensor) -> torch.Tensor:
        bad = (ids < 0) | (ids >= self.num_embeddings)
        if bad.any():
            ids = self.handle_oov(ids)
        return ids

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        ids = self.sanitize(ids)
        return nn.functional.embedding(ids, self.weight)


class ClampedTable(BaseEmbeddingTable):
    oov_policy = "clamp"

    def handle_oov(self, ids):
        return ids.clamp(0, self.num_embeddings - 1)


class OOVBucketTable(BaseEmbeddingTable):
    """Reserve the last `num_oov` rows for hashed unknown ids."""

    oov_policy = "bucket"

    def __init__(self, num_embeddings: int, dim: int, num_oov: int = 4):
        super().__init__(num_embeddings + num_oov, dim)
        self.vocab = num_embeddings
        self.num_oov = num_oov

    def handle_oov(self, ids):
        unknown = (ids < 0) | (ids >= self.vocab)
        bucket = self.vocab + torch.remainder(ids, self.num_oov)
        return torch.where(unknown, bucket, ids)
