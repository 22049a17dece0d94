import math

import torch
import torch.nn as nn


class CapacityRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int, capacity_factor: float):
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.num_experts = num_experts
        self.top_k = top_k
        self.capacity_factor = capacity_factor

    def capacity(self, num_tokens: int) -> int:
        return max(1, math.ceil(num_tokens * self.top_k * self.capacity_factor / self.num_experts))

    def forward(self, x: torch.Tensor):
        logits = self.gate(x)
        weights, ids = torch.topk(logits.softmax(dim=-1), self.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)

        one_hot = torch.nn.functional.one_hot(ids, self.num_experts)        # [T, k, E]
        flat = one_hot.flatten(0, 1)                                         # [T*k, E]
        position_in_expert = (flat.cumsum(dim=0) * flat).view_as(one_hot)    # 1-based
        cap = self.capacity(x.shape[0])
        keep = (position_in_expert > 0) & (position_in_expert <= cap)
        dispatch = (one_hot * keep).sum(dim=1).to(x.dtype)                    # [T, E]
        combine = (weights.unsqueeze(-1) * (one_hot * keep).to(x.dtype)).sum(dim=1)
        counts = flat.sum(dim=0)
        dropped = (counts - cap).clamp_min(0).sum()
        return dispatch, combine, counts, dropped
