"""The MoE layer and its compiled forward."""
from __future__ import annotations

import torch
from torch import nn

from .fused_moe import fused_experts, fused_topk


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.1)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.1)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = fused_topk(router_logits, self.top_k, renormalize=True)
        return fused_experts(hidden_states, self.w13_weight, self.w2_weight, topk_weights, topk_ids)


moe_layer = FusedMoE(num_experts=4, top_k=2, hidden_size=8, intermediate_size=16)
moe_forward = torch.compile(moe_layer.forward, fullgraph=True)
