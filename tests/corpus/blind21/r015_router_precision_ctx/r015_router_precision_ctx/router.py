"""Top-k softmax router with optional renormalisation."""
from __future__ import annotations

import torch
from torch import nn

from .precision import matmul_precision, no_autocast


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int, renormalize: bool = True) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(num_experts, hidden) * 0.02)
        self.top_k = top_k
        self.renormalize = renormalize

    def compute_logits(self, x: torch.Tensor) -> torch.Tensor:
        with no_autocast(), matmul_precision("highest"):
            return x.float() @ self.weight.float().t()

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        probs = self.compute_logits(x).softmax(dim=-1)
        weights, ids = probs.topk(self.top_k, dim=-1)
        if self.renormalize:
            weights = weights / weights.sum(dim=-1, keepdim=True)
        return weights.to(x.dtype), ids
