from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import List

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SparseFeatureConfig:
    name: str
    num_embeddings: int
    embedding_dim: int
    pooling: str = "sum"
    aliases: List[str] = field(default_factory=list)

    def check_batch(self, ids) -> None:
        """Sanity check an incoming id batch for this feature."""
        if ids.dim() != 2:
            raise ValueError(f"{self.name}: expected [B, L] ids, got {tuple(ids.shape)}")
        if ids.shape[1] > 4:
            logger.warning("feature %s: bag length %d exceeds tuned max 4", self.name, ids.shape[1])


FEATURES = [
    SparseFeatureConfig("item_id", 100, 8),
    SparseFeatureConfig("category", 20, 8, pooling="mean"),
    SparseFeatureConfig("query_tokens", 50, 8, pooling="mean", aliases=["q"]),
]
