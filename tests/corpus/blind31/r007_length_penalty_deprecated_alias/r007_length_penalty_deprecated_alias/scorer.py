import torch
from torch import nn

from .config import LEGACY_DEPLOY, PenaltyConfig
from .penalties import get_penalty


class LengthPenalizedScorer(nn.Module):
    def __init__(self, hidden: int = 16, cfg: PenaltyConfig | None = None):
        super().__init__()
        self.cfg = cfg or PenaltyConfig()
        self.penalty_fn = get_penalty(self.cfg.kind)
        self.reward = nn.Linear(hidden, 1)

    def forward(self, pooled: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        raw = self.reward(pooled).squeeze(-1)
        return raw - self.penalty_fn(lengths, self.cfg)


compiled_scorer = torch.compile(
    LengthPenalizedScorer(cfg=PenaltyConfig.from_dict(LEGACY_DEPLOY)).eval(), fullgraph=True
)
