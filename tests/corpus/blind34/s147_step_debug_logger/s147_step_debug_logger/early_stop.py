import logging

import torch

logger = logging.getLogger(__name__)


class PatienceRule:
    """Stop a row once its best finished score hasn't improved for `patience` steps."""

    def __init__(self, patience: int = 2, min_delta: float = 1e-3):
        self.patience = patience
        self.min_delta = min_delta

    def update(self, best_finished, prev_best, stale_steps):
        improved = best_finished > prev_best + self.min_delta
        stale = torch.where(improved, torch.zeros_like(stale_steps), stale_steps + 1)
        best = torch.maximum(best_finished, prev_best)
        stop = stale >= self.patience
        logger.debug("patience update: patience=%d min_delta=%g", self.patience, self.min_delta)
        return best, stale, stop


class MaxLengthRule:
    def __init__(self, max_len: int):
        self.max_len = max_len

    def update(self, lengths):
        return lengths >= self.max_len
