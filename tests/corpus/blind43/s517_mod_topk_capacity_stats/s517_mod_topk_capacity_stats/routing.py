import math

import torch
import torch.nn as nn

from .observability import RouterStats


class CapacityRouter(nn.Module):
    """Top-k token choice: exactly `capacity` tokens per block, static shapes."""

    def __init__(self, hidden_size: int, capacity_factor: float, name: str):
        super().__init__()
        self.gate = nn.Linear(hidden_size, 1, bias=False)
        self.capacity_factor = capacity_factor
        self.stats = RouterStats(name)

    def capacity(self, num_tokens: int) -> int:
        return max(1, math.ceil(self.capacity_factor * num_tokens))

    def forward(self, hidden: torch.Tensor):
        logits = self.gate(hidden).squeeze(-1)
        k = self.capacity(hidden.shape[0])
        top_logits, top_idx = torch.topk(logits, k, dim=0, sorted=False)
        weights = torch.sigmoid(top_logits)
        self.stats.observe(weights, k)
        return top_idx, weights.unsqueeze(-1)
