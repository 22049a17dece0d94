"""Token routing for mixture-of-depths."""
import logging
import math

import torch

logger = logging.getLogger(__name__)


class CapacityRouter:
    """Selects the top `capacity_factor` fraction of tokens per sequence."""

    def __init__(self, capacity_factor: float = 0.5, min_tokens: int = 1):
        if not 0.0 < capacity_factor <= 1.0:
            raise ValueError(f"capacity_factor must be in (0, 1], got {capacity_factor}")
        self.capacity_factor = capacity_factor
        self.min_tokens = min_tokens

    def capacity(self, seq_len: int) -> int:
        k = max(self.min_tokens, int(math.ceil(seq_len * self.capacity_factor)))
        if k >= seq_len:
            logger.debug("router capacity %d >= seq_len %d, routing all tokens", k, seq_len)
            k = seq_len
        return k

    def route(self, scores: torch.Tensor):
        # scores: [batch, seq]
        k = self.capacity(scores.shape[1])
        weights, idx = scores.topk(k, dim=-1, sorted=False)
        idx, order = idx.sort(dim=-1)
        weights = weights.gather(-1, order)
        return torch.sigmoid(weights), idx
