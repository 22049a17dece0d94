import torch
from torch import nn

from .policy import build_policy


class RewardTower(nn.Module):
    def __init__(self, hidden: int = 16):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.head = nn.Linear(hidden, 1)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        return self.head(self.norm(h)).squeeze(-1)


class PairwiseScorer(nn.Module):
    """Bradley-Terry scorer: r(chosen) - r(rejected) through a shared tower."""

    def __init__(self, hidden: int = 16, policy: str = "default"):
        super().__init__()
        self.tower = RewardTower(hidden)
        self.policy = build_policy(policy)

    def margin(self, chosen: torch.Tensor, rejected: torch.Tensor) -> torch.Tensor:
        return self.tower(chosen) - self.tower(rejected)

    def forward(self, chosen: torch.Tensor, rejected: torch.Tensor) -> torch.Tensor:
        return self.policy.decide(self.margin(chosen, rejected))


compiled_pairwise = torch.compile(PairwiseScorer().eval(), fullgraph=True)
