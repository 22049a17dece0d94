import torch
from torch import nn

from .penalty import PenaltyCache, log_eps


class NBestRescorer(nn.Module):
    """Re-ranks an n-best list: LM fusion + length normalisation."""

    def __init__(self, lm_weight: float = 0.3, penalty: str = "gnmt", alpha: float = 0.6):
        super().__init__()
        self.lm_weight = lm_weight
        self.penalties = PenaltyCache(penalty, alpha)

    def fuse(self, am_scores, lm_scores):
        floor = log_eps(am_scores.dtype)
        return am_scores + self.lm_weight * lm_scores.clamp_min(floor)

    def forward(self, am_scores, lm_scores, lengths):
        fused = self.fuse(am_scores, lm_scores)
        normed = fused / self.penalties.get(lengths)
        order = normed.argsort(dim=-1, descending=True)
        return normed.gather(-1, order), order


rescorer = NBestRescorer()
rescore = torch.compile(rescorer, fullgraph=True)
