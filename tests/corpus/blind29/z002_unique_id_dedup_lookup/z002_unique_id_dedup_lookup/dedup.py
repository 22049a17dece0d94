"""Id deduplication helpers.

Candidate batches repeat the same popular items many times; looking each one
up once and scattering back saves embedding bandwidth on large tables.
"""
from typing import NamedTuple

import torch


class DedupResult(NamedTuple):
    unique_ids: torch.Tensor
    inverse: torch.Tensor


def dedup_ids(ids: torch.Tensor) -> DedupResult:
    flat = ids.reshape(-1)
    uniq, inverse = torch.unique(flat, sorted=True, return_inverse=True)
    return DedupResult(uniq, inverse.view_as(ids))


class DedupLookupMixin:
    """Mixin for modules that own an ``embedding`` attribute."""

    dedup_enabled: bool = True

    def lookup(self, ids: torch.Tensor) -> torch.Tensor:
        if not self.dedup_enabled:
            return self.embedding(ids)
        res = dedup_ids(ids)
        rows = self.embedding(res.unique_ids)
        return rows[res.inverse]
