import warnings

import torch
from torch import nn


class BaseScoreHead(nn.Module):
    """Legacy head: scores every position and lets the caller pick one."""

    def __init__(self, hidden_size: int):
        super().__init__()
        self.proj = nn.Linear(hidden_size, 1)

    def score(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        warnings.warn(
            "BaseScoreHead.score returns per-token rewards and is deprecated; "
            "use a pooled head such as PairwiseRewardHead",
            DeprecationWarning,
            stacklevel=2,
        )
        return self.proj(hidden_states).squeeze(-1) * attention_mask


class PairwiseRewardHead(BaseScoreHead):
    """Bradley-Terry head: reward of the final non-padding token, optionally centred."""

    def __init__(self, hidden_size: int, center_rewards: bool = True):
        super().__init__(hidden_size)
        self.center_rewards = center_rewards

    def score(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        last = (attention_mask.cumsum(dim=-1) == attention_mask.sum(dim=-1, keepdim=True)) & attention_mask.bool()
        pooled = (hidden_states * last.unsqueeze(-1).to(hidden_states.dtype)).sum(dim=1)
        rewards = self.proj(pooled).squeeze(-1)
        if self.center_rewards:
            rewards = rewards - rewards.mean()
        return rewards
