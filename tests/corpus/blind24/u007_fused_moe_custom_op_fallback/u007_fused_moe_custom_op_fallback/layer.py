from __future__ import annotations

import torch
from torch import nn

from .backends import select_backend


class FusedMoE(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.top_k = top_k
        self.router = nn.Linear(hidden, num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * inter, hidden) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.02)
        self.moe_impl = select_backend()  # resolved once, at construction

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.router(hidden_states)
        weights, ids = torch.topk(logits.softmax(-1), self.top_k, dim=-1)
        weights = weights / weights.sum(-1, keepdim=True)
        return self.moe_impl(hidden_states, self.w13, self.w2, weights, ids)


fused_moe = torch.compile(FusedMoE(), fullgraph=True)
