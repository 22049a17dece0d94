import math

import torch
from torch import nn

from . import settings


def _mean(scores: torch.Tensor, weights) -> torch.Tensor:
    return scores.mean(-1)


def _weighted(scores: torch.Tensor, weights) -> torch.Tensor:
    return (scores * weights).sum(-1)


def _min(scores: torch.Tensor, weights) -> torch.Tensor:
    return scores.amin(-1)


AGGREGATORS = {"mean": _mean, "weighted": _weighted, "min": _min}


class RewardEnsemble(nn.Module):
    def __init__(self, hidden: int = 16):
        super().__init__()
        cfg = settings.load_settings()
        self.n_heads = len(cfg["weights"])
        self.heads = nn.Linear(hidden, self.n_heads)
        self.register_buffer("weights", torch.tensor(cfg["weights"]))
        self.aggregate = AGGREGATORS[cfg["aggregate"]]
        self.reject_below = float(cfg["reject_below"])
        self.cap = float(cfg["score_cap"])
        self.log_scale = math.log(self.cap)

    def _debug_dump(self, per_head: torch.Tensor) -> None:
        print("per-head scores:", per_head.tolist())
        with open("/tmp/rm_debug.jsonl", "a") as f:
            f.write(repr(per_head.tolist()) + "\n")

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        per_head = self.heads(pooled)
        if settings.DEBUG_SCORES:
            self._debug_dump(per_head)
        score = self.aggregate(per_head, self.weights)
        score = self.cap * torch.tanh(score / math.exp(self.log_scale))
        return torch.where(score < self.reject_below, torch.full_like(score, -self.cap), score)


compiled_ensemble = torch.compile(RewardEnsemble().eval(), fullgraph=True)
