from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


@dataclass
class RoutingResult:
    topk_weights: torch.Tensor  # [T, k]
    topk_ids: torch.Tensor  # [T, k]
    tokens_per_expert: torch.Tensor  # [E]


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int, renormalize: bool = True) -> None:
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.num_experts = num_experts
        self.top_k = top_k
        self.renormalize = renormalize

    def forward(self, x: torch.Tensor) -> RoutingResult:
        logits = self.gate(x)
        probs = F.softmax(logits, dim=-1, dtype=torch.float32)
        weights, ids = torch.topk(probs, self.top_k, dim=-1)
        if self.renormalize:
            weights = weights / weights.sum(dim=-1, keepdim=True)
        counts = torch.bincount(ids.flatten(), minlength=self.num_experts)
        return RoutingResult(weights.to(x.dtype), ids, counts)
