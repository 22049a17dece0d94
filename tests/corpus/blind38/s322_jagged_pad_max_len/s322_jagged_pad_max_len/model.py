from __future__ import annotations

import torch
import torch.nn as nn

from .jagged import JaggedFeature, jagged_to_padded


class HistoryEncoder(nn.Module):
    """Mean-pools the embeddings of the user's recent item history."""

    def __init__(self, num_items: int, dim: int):
        super().__init__()
        self.emb = nn.Embedding(num_items, dim, padding_idx=0)

    def forward(self, hist: JaggedFeature) -> torch.Tensor:
        padded, mask = jagged_to_padded(hist)
        e = self.emb(padded) * mask.unsqueeze(-1)
        denom = mask.sum(1, keepdim=True).clamp_min(1)
        return e.sum(1) / denom


class HistoryRanker(nn.Module):
    def __init__(self, num_items: int = 64, dim: int = 8):
        super().__init__()
        self.history = HistoryEncoder(num_items, dim)
        self.target = nn.Embedding(num_items, dim)
        self.mlp = nn.Sequential(nn.Linear(3 * dim, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, target_ids: torch.Tensor, hist_values: torch.Tensor, hist_lengths: torch.Tensor):
        h = self.history(JaggedFeature(hist_values, hist_lengths))
        t = self.target(target_ids)
        return self.mlp(torch.cat([h, t, h * t], dim=-1)).squeeze(-1)


_model = HistoryRanker()
score = torch.compile(_model.forward, fullgraph=True)
