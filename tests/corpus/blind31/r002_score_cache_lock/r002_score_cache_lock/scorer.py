import torch
from torch import nn

from .cache import GLOBAL_CACHE

HIDDEN = 16


class BaselineRewardModel(nn.Module):
    def __init__(self, hidden: int = HIDDEN):
        super().__init__()
        self.value = nn.Sequential(nn.Linear(hidden, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.value(pooled).squeeze(-1)


_model = BaselineRewardModel().eval()


def _bucket_of(lengths: torch.Tensor) -> int:
    # prompts are bucketed by batch size and padded width
    return lengths.shape[0] * 1000 + 64


def advantage(scores: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    bucket = _bucket_of(lengths)
    base = GLOBAL_CACHE.baseline(bucket, scores.mean().expand_as(scores))
    return scores - base


@torch.compile(fullgraph=True)
def score_batch(pooled: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    scores = _model(pooled)
    return advantage(scores, lengths)
