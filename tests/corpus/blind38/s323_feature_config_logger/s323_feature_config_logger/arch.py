from __future__ import annotations

from typing import Sequence

import torch
import torch.nn as nn

from .config import FEATURES, SparseFeatureConfig


class EmbeddingBagCollection(nn.Module):
    def __init__(self, configs: Sequence[SparseFeatureConfig]):
        super().__init__()
        self.configs = list(configs)
        self.bags = nn.ModuleDict(
            {c.name: nn.EmbeddingBag(c.num_embeddings, c.embedding_dim, mode=c.pooling) for c in self.configs}
        )

    def forward(self, features: Sequence[torch.Tensor]) -> torch.Tensor:
        out = []
        for cfg, ids in zip(self.configs, features):
            cfg.check_batch(ids)
            out.append(self.bags[cfg.name](ids))
        return torch.stack(out, dim=1)  # [B, F, D]


class DotInteraction(nn.Module):
    def forward(self, dense: torch.Tensor, sparse: torch.Tensor) -> torch.Tensor:
        x = torch.cat([dense.unsqueeze(1), sparse], dim=1)
        z = torch.bmm(x, x.transpose(1, 2))
        n = x.shape[1]
        li, lj = torch.tril_indices(n, n, offset=-1)
        return torch.cat([dense, z[:, li, lj]], dim=1)


class DLRMRanker(nn.Module):
    def __init__(self, dense_in: int = 8, dim: int = 8):
        super().__init__()
        self.bottom = nn.Sequential(nn.Linear(dense_in, dim), nn.ReLU())
        self.ebc = EmbeddingBagCollection(FEATURES)
        self.interact = DotInteraction()
        n = len(FEATURES) + 1
        self.top = nn.Sequential(nn.Linear(dim + n * (n - 1) // 2, 16), nn.ReLU(), nn.Linear(16, 1))

    @torch.compile(fullgraph=True)
    def forward(self, dense, item_ids, category_ids, query_tokens):
        d = self.bottom(dense)
        s = self.ebc([item_ids, category_ids, query_tokens])
        return self.top(self.interact(d, s))
