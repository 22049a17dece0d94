import torch
from torch import nn

from . import ops


class RewardHead(nn.Module):
    def __init__(self, hidden: int = 16):
        super().__init__()
        self.pre = nn.LayerNorm(hidden)
        self.fc = nn.Linear(hidden, 1)

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.fc(self.pre(pooled)).squeeze(-1)


class PenaltyMixin:
    penalty_weight: float = 1.0

    def length_penalty(self, lengths: torch.Tensor) -> torch.Tensor:
        return self.penalty_weight * ops.bucket_penalty(lengths)


class PenalizedRewardModel(PenaltyMixin, nn.Module):
    penalty_weight = 0.5

    def __init__(self):
        super().__init__()
        self.head = RewardHead()

    def forward(self, pooled: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        return self.head(pooled) - self.length_penalty(lengths)


_MODEL = PenalizedRewardModel().eval()


@torch.compile(fullgraph=True)
def penalized_scores(pooled: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    return _MODEL(pooled, lengths)
