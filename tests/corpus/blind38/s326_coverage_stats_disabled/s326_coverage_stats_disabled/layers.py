from __future__ import annotations

import torch
import torch.nn as nn

from .monitoring import GLOBAL_STATS


class PooledFeature(nn.Module):
    def __init__(self, name: str, vocab: int, dim: int, pad_id: int = 0):
        super().__init__()
        self.name = name
        self.pad_id = pad_id
        self.emb = nn.Embedding(vocab, dim, padding_idx=pad_id)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        GLOBAL_STATS.record(self.name, ids, self.pad_id)
        mask = (ids != self.pad_id).unsqueeze(-1).to(self.emb.weight.dtype)
        summed = (self.emb(ids) * mask).sum(1)
        return summed / mask.sum(1).clamp_min(1.0)


class FMInteraction(nn.Module):
    """Factorization-machine second-order term."""

    def forward(self, stacked: torch.Tensor) -> torch.Tensor:  # [B, F, D]
        square_of_sum = stacked.sum(1).pow(2)
        sum_of_square = stacked.pow(2).sum(1)
        return 0.5 * (square_of_sum - sum_of_square).sum(1, keepdim=True)


class DeepFM(nn.Module):
    def __init__(self, vocab_sizes: dict, dim: int = 8):
        super().__init__()
        self.names = list(vocab_sizes)
        self.feats = nn.ModuleDict({n: PooledFeature(n, v, dim) for n, v in vocab_sizes.items()})
        self.fm = FMInteraction()
        self.deep = nn.Sequential(nn.Linear(dim * len(self.names), 32), nn.ReLU(), nn.Linear(32, 1))

    def forward(self, *sparse: torch.Tensor) -> torch.Tensor:
        pooled = [self.feats[n](ids) for n, ids in zip(self.names, sparse)]
        stacked = torch.stack(pooled, dim=1)
        logit = self.fm(stacked) + self.deep(stacked.flatten(1))
        return torch.sigmoid(logit)


model = DeepFM({"user": 50, "item": 80, "context": 10})
rank = torch.compile(model, fullgraph=True)
