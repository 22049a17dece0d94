import torch
from torch import nn

from .stats import NormConfig, ValueNormalizer


class RewardHead(nn.Module):
    """Scalar reward head on top of pooled hidden states."""

    def __init__(self, hidden: int = 16, norm_cfg: NormConfig | None = None):
        super().__init__()
        self.proj = nn.Linear(hidden, hidden)
        self.act = nn.GELU()
        self.score = nn.Linear(hidden, 1)
        self.normalizer = ValueNormalizer(norm_cfg)

    def raw_scores(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.score(self.act(self.proj(pooled))).squeeze(-1)

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        scores = self.raw_scores(pooled)
        return self.normalizer.normalize(scores)


_head = RewardHead().eval()
compiled_head = torch.compile(_head, fullgraph=True)
