from __future__ import annotations

import math
import zlib
from dataclasses import dataclass, field, replace
from typing import Dict, Tuple

import torch
import torch.nn as nn

from .registry import INTERACTIONS


@dataclass(frozen=True)
class HashingConfig:
    features: Tuple[str, ...] = ("advertiser", "campaign", "site", "device")
    log2_buckets: int = 10
    dim: int = 8
    interaction: str = "dot"
    salts: Dict[str, int] = field(default_factory=dict)

    @property
    def num_buckets(self) -> int:
        return 1 << self.log2_buckets

    def with_salts(self) -> "HashingConfig":
        salts = {f: zlib.crc32(f.encode()) & 0x7FFFFFFF for f in self.features}
        return replace(self, salts=salts)


class HashedRanker(nn.Module):
    def __init__(self, cfg: HashingConfig):
        super().__init__()
        self.cfg = cfg.with_salts()
        n = len(self.cfg.features)
        self.table = nn.Embedding(self.cfg.num_buckets * n, self.cfg.dim)
        self.interaction = INTERACTIONS[self.cfg.interaction](n, self.cfg.dim)
        self.head = nn.Sequential(nn.Linear(self.interaction.out_dim, 16), nn.ReLU(), nn.Linear(16, 1))

    def _bucketize(self, i: int, ids: torch.Tensor) -> torch.Tensor:
        name = self.cfg.features[i]
        salt = self.cfg.salts[name]
        h = torch.bitwise_xor(ids, salt) * 2654435761
        return torch.remainder(h, self.cfg.num_buckets) + i * self.cfg.num_buckets

    def forward(self, ids: torch.Tensor) -> torch.Tensor:  # [B, F]
        rows = torch.stack([self._bucketize(i, ids[:, i]) for i in range(ids.shape[1])], dim=1)
        x = self.table(rows)
        temperature = math.log2(self.cfg.num_buckets) / self.cfg.log2_buckets
        return self.head(self.interaction(x)).squeeze(-1) / temperature


@torch.compile(fullgraph=True)
def rank(model: HashedRanker, ids: torch.Tensor) -> torch.Tensor:
    return torch.sigmoid(model(ids))


DEFAULT_MODEL = HashedRanker(HashingConfig())
