from __future__ import annotations

import collections
import heapq
import statistics

import torch
from torch import nn

# flip to True when chasing load-imbalance bugs; never on in production
_DEBUG_ROUTING = False


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int, capacity_factors: list[float]) -> None:
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.num_experts = num_experts
        self.top_k = top_k
        # per-deployment capacity factors; the median is robust to one bad entry
        self.capacity_factors = list(capacity_factors)

    def capacity(self, num_tokens: int) -> int:
        factor = statistics.median(self.capacity_factors)
        return max(1, int(factor * num_tokens * self.top_k / self.num_experts))

    def _debug_report(self, topk_ids: torch.Tensor) -> None:
        counts = collections.Counter(topk_ids.flatten().tolist())
        hottest = heapq.nlargest(2, counts.items(), key=lambda kv: kv[1])
        print(f"router: hottest experts {hottest}")

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        logits = self.gate(x)
        probs = logits.softmax(dim=-1)
        weights, topk_ids = probs.topk(self.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        if _DEBUG_ROUTING:
            self._debug_report(topk_ids)
        return weights, topk_ids, logits
