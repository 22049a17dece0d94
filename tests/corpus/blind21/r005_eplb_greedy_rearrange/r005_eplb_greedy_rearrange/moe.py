"""Top-k routed MoE block whose router feeds the EPLB recorder."""
from __future__ import annotations

import torch
from torch import nn

from .balancer import EPLBConfig, ExpertLoadBalancer


class MoEBlock(nn.Module):
    def __init__(self, dim: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.top_k = top_k
        self.router = nn.Linear(dim, num_experts, bias=False)
        self.w = nn.Parameter(torch.randn(num_experts, dim, dim) * 0.1)
        self.eplb = ExpertLoadBalancer(EPLBConfig(num_experts=num_experts))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logits = self.router(x)
        weights, topk_ids = torch.topk(torch.softmax(logits, dim=-1), self.top_k, dim=-1)
        self.eplb.record(topk_ids)
        expert_w = self.w[topk_ids]                          # [T, k, d, d]
        out = torch.einsum("td,tkde->tke", x, expert_w)
        return (out * weights.unsqueeze(-1)).sum(dim=1)


moe_forward = torch.compile(MoEBlock(), fullgraph=True)
