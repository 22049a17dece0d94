import logging
import threading
import time
from typing import List

import torch

logger = logging.getLogger(__name__)


class ExpertLoadStats:
    """Per-layer token counts per expert, logged every ``log_interval_s`` seconds."""

    def __init__(self, num_layers: int, num_experts: int, log_interval_s: float = 30.0):
        self.num_experts = num_experts
        self.log_interval_s = log_interval_s
        self._lock = threading.Lock()
        self._counts: List[List[int]] = [[0] * num_experts for _ in range(num_layers)]
        self._last_log = time.monotonic()

    def update(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            # counts are collected by the eager profiling passes only
            return
        counts = torch.bincount(topk_ids.flatten(), minlength=self.num_experts).tolist()
        with self._lock:
            row = self._counts[layer_id]
            for e, n in enumerate(counts):
                row[e] += n
            now = time.monotonic()
            if now - self._last_log > self.log_interval_s:
                self._last_log = now
                logger.info("expert load layer %d: %s", layer_id, row)

    def imbalance(self, layer_id: int) -> float:
        row = self._counts[layer_id]
        mean = sum(row) / max(len(row), 1)
        return max(row) / mean if mean else 0.0


GLOBAL_STATS = ExpertLoadStats(num_layers=2, num_experts=8)
