from __future__ import annotations

import torch
import torch.nn as nn

from .pooling import WeightedMeanPooler
from .telemetry import record_rewards


class PairwiseRewardScorer(nn.Module):
    """Bradley-Terry style scorer: P(chosen > rejected) for each pair."""

    def __init__(self, hidden: int = 8, temperature: float = 1.0):
        super().__init__()
        self.pool = WeightedMeanPooler()
        self.value = nn.Linear(hidden, 1)
        self.temperature = temperature

    def reward(self, hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        r = self.value(self.pool(hidden, mask)).squeeze(-1)
        record_rewards(r)
        return r

    @torch.compile(fullgraph=True)
    def forward(self, chosen, rejected, mask):
        r_c = self.reward(chosen, mask)
        r_r = self.reward(rejected, mask)
        return torch.sigmoid((r_c - r_r) / self.temperature)
