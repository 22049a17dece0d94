import math

import torch
import torch.nn as nn

from . import flags
from .layout import FusedLayout


class FusedEmbedding(nn.Module):
    def __init__(self, feature_rows: dict, dim: int):
        super().__init__()
        self.layout = FusedLayout(feature_rows)
        self.weight = nn.Parameter(torch.randn(self.layout.total_rows, dim) * 0.01)
        self.scale = 1.0 / math.sqrt(dim)

    def _validate(self, name, ids, size):
        bad = int((ids >= size).sum().item())
        if bad:
            raise ValueError(f"{name}: {bad} ids >= {size}")

    def lookup(self, name: str, ids: torch.Tensor) -> torch.Tensor:
        k = self.layout.slot(name)
        size = self.layout.sizes[k]
        if flags.VALIDATE_IDS:
            self._validate(name, ids, size)
        if flags.SALT_FEATURES:
            ids = (ids + self.layout.salts[k]) % size
        rows = ids + self.layout.offsets[k]
        return nn.functional.embedding(rows, self.weight) * self.scale


class Ranker(nn.Module):
    FEATURES = {"user": 40, "item": 96, "hour": 24, "device": 8}

    def __init__(self, dim: int = 8):
        super().__init__()
        self.emb = FusedEmbedding(self.FEATURES, dim)
        width = 1 << self.emb.layout.index_bits
        self.mlp = nn.Sequential(nn.Linear(len(self.FEATURES) * dim, width // 8), nn.ReLU(), nn.Linear(width // 8, 1))

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        # ids: [B, F] in FEATURES order
        cols = [self.emb.lookup(n, ids[:, i]) for i, n in enumerate(self.FEATURES)]
        return self.mlp(torch.cat(cols, dim=-1)).squeeze(-1)


compiled_ranker = torch.compile(Ranker().eval(), fullgraph=True)
