from __future__ import annotations

import torch
import torch.nn as nn

from .remap import IdRemapTable, RemapRegistry


class SparseArch(nn.Module):
    def __init__(self, registry: RemapRegistry, features, dim: int):
        super().__init__()
        self.registry = registry
        self.features = list(features)
        self.tables = nn.ModuleDict(
            {f: nn.EmbeddingBag(registry[f].num_rows, dim, mode="sum") for f in self.features}
        )

    def forward(self, sparse: dict) -> torch.Tensor:
        pooled = []
        for f in self.features:
            rows = self.registry[f].remap(sparse[f])
            pooled.append(self.tables[f](rows))
        return torch.cat(pooled, dim=1)


class RemapRanker(nn.Module):
    def __init__(self, registry: RemapRegistry, features, dense_dim: int = 8, emb_dim: int = 4):
        super().__init__()
        self.sparse_arch = SparseArch(registry, features, emb_dim)
        self.dense_proj = nn.Linear(dense_dim, emb_dim)
        self.top = nn.Sequential(
            nn.Linear(emb_dim * (len(features) + 1), 16),
            nn.ReLU(),
            nn.Linear(16, 1),
        )

    def forward(self, dense: torch.Tensor, item_ids: torch.Tensor, user_ids: torch.Tensor) -> torch.Tensor:
        d = self.dense_proj(dense)
        s = self.sparse_arch({"item": item_ids, "user": user_ids})
        return torch.sigmoid(self.top(torch.cat([d, s], dim=1)))


def build_ranker() -> RemapRanker:
    reg = RemapRegistry()
    reg.register("item", IdRemapTable([1001, 1002, 1005, 2000, 7777]))
    reg.register("user", IdRemapTable(range(500, 520)))
    return RemapRanker(reg, ["item", "user"])


ranker = build_ranker()
compiled_ranker = torch.compile(ranker, fullgraph=True)
