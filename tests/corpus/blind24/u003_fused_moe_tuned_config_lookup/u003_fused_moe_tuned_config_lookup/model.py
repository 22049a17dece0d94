from __future__ import annotations

import torch
from torch import nn

from .fused_moe import fused_experts, fused_topk


class MixtralSparseMoE(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * inter, hidden) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = fused_topk(hidden_states, router_logits, self.top_k, True)
        return fused_experts(hidden_states, self.w13, self.w2, topk_weights, topk_ids)


moe = torch.compile(MixtralSparseMoE(), fullgraph=True)
