import torch
from torch import nn

from .policy import TemperatureMixin, ThresholdPolicyMixin


class ScoreHead(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.dense = nn.Linear(hidden, hidden)
        self.score = nn.Linear(hidden, 1)

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.score(torch.nn.functional.gelu(self.dense(pooled))).squeeze(-1)


class CrossEncoderReranker(TemperatureMixin, ThresholdPolicyMixin, nn.Module):
    temperature = 1.7
    min_relevance = 0.35

    def __init__(self, hidden: int = 10):
        nn.Module.__init__(self)
        self.head = ScoreHead(hidden)

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        logits = self.head(pooled)
        scores = self.calibrate(logits)
        return self.apply_threshold(scores)


_RERANKER = CrossEncoderReranker().eval()


@torch.compile(fullgraph=True)
def rerank_step(pooled: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _RERANKER(pooled)
