from __future__ import annotations

import torch
import torch.nn as nn

from . import vocab


class VocabEmbedding(nn.Module):
    def __init__(self, feature: str, rows: int, dim: int):
        super().__init__()
        self.feature = feature
        self.rows = rows
        self.table = nn.Embedding(rows, dim)

    def lookup(self, ids: torch.Tensor) -> torch.Tensor:
        fallback = vocab.default_row(self.feature)
        ids = torch.where((ids >= 0) & (ids < self.rows), ids, torch.full_like(ids, fallback))
        return self.table(ids)


class AttentionPooling(nn.Module):
    """Target attention over a behaviour sequence (DIN-style)."""

    def __init__(self, dim: int):
        super().__init__()
        self.score = nn.Sequential(nn.Linear(4 * dim, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, query: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
        q = query.unsqueeze(1).expand_as(keys)
        w = self.score(torch.cat([q, keys, q - keys, q * keys], dim=-1)).softmax(dim=1)
        return (w * keys).sum(1)


class DINRanker(nn.Module):
    def __init__(self, dim: int = 8):
        super().__init__()
        self.items = VocabEmbedding("item_id", 128, dim)
        self.attn = AttentionPooling(dim)
        self.out = nn.Sequential(nn.Linear(2 * dim, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, target: torch.Tensor, behaviours: torch.Tensor) -> torch.Tensor:
        q = self.items.lookup(target)
        k = self.items.lookup(behaviours)
        pooled = self.attn(q, k)
        return self.out(torch.cat([q, pooled], dim=-1)).squeeze(-1)


class RankingService:
    def __init__(self):
        self.model = DINRanker().eval()
        self.score = torch.compile(self.model.forward, fullgraph=True)


service = RankingService()
