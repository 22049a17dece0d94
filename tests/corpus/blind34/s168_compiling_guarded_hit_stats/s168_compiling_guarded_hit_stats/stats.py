import logging
import time

import torch

logger = logging.getLogger(__name__)


class RecallStats:
    """Tracks how often retrieval found a neighbour above the threshold."""

    def __init__(self, threshold: float):
        self.threshold = threshold
        self.queries = 0
        self.hits = 0
        self.last_ts = 0.0

    def record(self, scores: torch.Tensor) -> None:
        # .item() / logging / wall clock are only meaningful in eager debugging
        if torch.compiler.is_compiling():
            return
        best = scores.max(dim=-1).values
        self.queries += best.numel()
        self.hits += int((best > self.threshold).sum().item())
        self.last_ts = time.time()
        logger.info("recall@k %.3f", self.hits / max(self.queries, 1))
