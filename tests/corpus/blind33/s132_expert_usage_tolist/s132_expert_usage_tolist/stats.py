"""Per-expert load statistics exported to the serving dashboard."""
from collections import Counter, deque

import torch


class ExpertUsageTracker:
    def __init__(self, num_experts: int, window: int = 128):
        self.num_experts = num_experts
        self.window = deque(maxlen=window)
        self.totals = Counter()

    def _histogram(self, topk_idx: torch.Tensor) -> list:
        one_hot = torch.nn.functional.one_hot(topk_idx.flatten(), self.num_experts)
        counts = one_hot.sum(dim=0)
        return counts.tolist()

    def record(self, topk_idx: torch.Tensor) -> None:
        hist = self._histogram(topk_idx)
        self.window.append(hist)
        for e, c in enumerate(hist):
            self.totals[e] += c

    def imbalance(self) -> float:
        if not self.window:
            return 0.0
        last = self.window[-1]
        mean = sum(last) / max(len(last), 1)
        return max(last) / mean if mean else 0.0
