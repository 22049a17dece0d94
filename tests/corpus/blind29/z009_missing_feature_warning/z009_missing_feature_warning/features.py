"""Splitting a keyed request batch into dense and sparse inputs."""
import logging
from dataclasses import dataclass

import torch

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class FeatureSchema:
    dense: tuple = ("age_bucket", "ctr_7d", "price")
    sparse: tuple = ("user_id", "item_id", "shop_id")
    pad_id: int = 0


class FeatureSplitter:
    def __init__(self, schema: FeatureSchema):
        self.schema = schema

    def _sparse_or_pad(self, batch: dict, name: str, like: torch.Tensor) -> torch.Tensor:
        if name in batch:
            return batch[name]
        logger.warning("sparse feature %r missing from request; padding with id %d", name, self.schema.pad_id)
        return torch.full_like(like, self.schema.pad_id, dtype=torch.long)

    def split(self, batch: dict):
        dense = torch.stack([batch[n].float() for n in self.schema.dense], dim=-1)
        anchor = batch[self.schema.sparse[0]]
        sparse = [self._sparse_or_pad(batch, n, anchor) for n in self.schema.sparse]
        return dense, sparse
