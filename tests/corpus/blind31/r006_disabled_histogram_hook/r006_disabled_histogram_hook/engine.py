import torch
from torch import nn

from .metrics import HISTOGRAM


class RewardHead(nn.Module):
    def __init__(self, hidden: int = 16, scale: float = 2.0):
        super().__init__()
        self.dense = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, 1)
        self.scale = scale

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.scale * torch.tanh(self.out(torch.relu(self.dense(x)))).squeeze(-1)


class ScoringEngine:
    def __init__(self):
        self.head = RewardHead().eval()
        self.histogram = HISTOGRAM

    def postprocess(self, scores: torch.Tensor) -> torch.Tensor:
        self.histogram.observe(scores)
        return scores

    def run(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.postprocess(self.head(pooled))


ENGINE = ScoringEngine()


@torch.compile(fullgraph=True)
def score_step(pooled: torch.Tensor) -> torch.Tensor:
    return ENGINE.run(pooled)
