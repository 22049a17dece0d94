from __future__ import annotations

import logging

import torch

logger = logging.getLogger(__name__)


class ScoreNormalizer:
    """Base class: keeps running statistics of the scores it has seen."""

    name = "base"

    def __init__(self, momentum: float = 0.01, eps: float = 1e-6):
        self.momentum = momentum
        self.eps = eps
        self.running_mean = torch.zeros(())
        self.running_var = torch.ones(())
        self.num_batches = 0

    def update_stats(self, scores: torch.Tensor) -> None:
        batch_mean = scores.mean()
        batch_var = scores.var(unbiased=False)
        self.running_mean.mul_(1 - self.momentum).add_(self.momentum * batch_mean)
        self.running_var.mul_(1 - self.momentum).add_(self.momentum * batch_var)
        self.num_batches += 1
        logger.debug("normalizer %s updated after %d batches", self.name, self.num_batches)

    def normalize(self, scores: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def __call__(self, scores: torch.Tensor, update: bool = True) -> torch.Tensor:
        if update:
            self.update_stats(scores)
        return self.normalize(scores)
