from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .tables import ClampedTable, OOVBucketTable


class Tower(nn.Module):
    def __init__(self, table: nn.Module, dim: int):
        super().__init__()
        self.table = table
        self.mlp = nn.Sequential(nn.Linear(dim, dim), nn.GELU(), nn.Linear(dim, dim))

    def forward(self, ids):
        e = self.table(ids).mean(dim=1)
        return F.normalize(self.mlp(e), dim=-1)


class TwoTowerScorer(nn.Module):
    def __init__(self, dim: int = 8, temperature: float = 0.05):
        super().__init__()
        self.user_tower = Tower(OOVBucketTable(200, dim), dim)
        self.item_tower = Tower(ClampedTable(300, dim), dim)
        self.inv_temp = 1.0 / temperature

    def forward(self, user_hist: torch.Tensor, item_ids: torch.Tensor) -> torch.Tensor:
        u = self.user_tower(user_hist)
        v = self.item_tower(item_ids)
        return (u * v).sum(-1) * self.inv_temp


scorer = TwoTowerScorer()
score_fn = torch.compile(scorer, fullgraph=True)
