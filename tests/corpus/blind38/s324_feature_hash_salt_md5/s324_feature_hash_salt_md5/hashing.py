"""Feature hashing utilities (the "hashing trick" with per-feature salts)."""
from __future__ import annotations

import hashlib

import torch

_MASK_31 = (1 << 31) - 1


def feature_salt(feature_name: str) -> int:
    """Stable per-feature salt so that different features do not collide identically."""
    digest = hashlib.md5(feature_name.encode("utf-8")).hexdigest()
    return int(digest[:8], 16) & _MASK_31


def hash_ids(ids: torch.Tensor, feature_name: str, num_buckets: int) -> torch.Tensor:
    salt = feature_salt(feature_name)
    mixed = (ids * 0x9E3779B1 + salt) & _MASK_31
    return torch.remainder(mixed, num_buckets)


class HashedFeature:
    def __init__(self, name: str, num_buckets: int):
        self.name = name
        self.num_buckets = num_buckets

    def __call__(self, ids: torch.Tensor) -> torch.Tensor:
        return hash_ids(ids, self.name, self.num_buckets)
