from typing import Optional

import torch
from torch import nn


class ValueHead(nn.Module):
    """Scalar reward head read at the last non-padding token (TRL / OpenRLHF style)."""

    def __init__(self, hidden_size: int, dropout: float = 0.0):
        super().__init__()
        self.dropout = nn.Dropout(dropout)
        self.summary = nn.Linear(hidden_size, 1)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        values = self.summary(self.dropout(hidden_states)).squeeze(-1)
        last_index = attention_mask.long().sum(dim=-1, keepdim=True) - 1
        return values.gather(dim=1, index=last_index.clamp_min(0)).squeeze(1)


class RewardNormalizer(nn.Module):
    """Standardise rewards with statistics collected during RM calibration."""

    def __init__(self, clip_range: Optional[float] = 5.0):
        super().__init__()
        self.clip_range = clip_range
        self.register_buffer("mean", torch.zeros(()))
        self.register_buffer("std", torch.ones(()))

    def _maybe_clip(self, rewards: torch.Tensor) -> torch.Tensor:
        if self.clip_range is None:
            return rewards
        peak = rewards.abs().max().item()
        if peak > self.clip_range:
            rewards = rewards.clamp(-self.clip_range, self.clip_range)
        return rewards

    def forward(self, rewards: torch.Tensor) -> torch.Tensor:
        rewards = (rewards - self.mean) / self.std.clamp_min(1e-6)
        return self._maybe_clip(rewards)
