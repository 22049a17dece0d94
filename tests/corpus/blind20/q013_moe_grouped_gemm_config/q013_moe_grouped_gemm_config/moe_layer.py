from __future__ import annotations

import torch
import torch.nn.functional as F

from .grouped_gemm import grouped_gemm
from .routing import TopKRouter


class FusedMoE(torch.nn.Module):
    def __init__(self, hidden: int = 8, intermediate: int = 16, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.hidden = hidden
        self.top_k = top_k
        self.router = TopKRouter(hidden, num_experts, top_k)
        self.w13 = torch.nn.Parameter(torch.randn(num_experts, 2 * intermediate, hidden) * 0.05)
        self.w2 = torch.nn.Parameter(torch.randn(num_experts, hidden, intermediate) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        r = self.router(x)
        a = x[r.sorted_token_ids]
        h = grouped_gemm(a, self.w13, r.sorted_expert_ids, r.tokens_per_expert)
        gate, up = h.chunk(2, dim=-1)
        h = grouped_gemm(F.silu(gate) * up, self.w2, r.sorted_expert_ids, r.tokens_per_expert)
        # scatter back, weighting each (token, slot) by its router weight
        flat_w = r.topk_weights.reshape(-1)[torch.argsort(r.topk_ids.reshape(-1), stable=True)]
        out = torch.zeros_like(x)
        out.index_add_(0, r.sorted_token_ids, h * flat_w.unsqueeze(-1).to(h.dtype))
        return out


torch.manual_seed(0)
moe = FusedMoE()
moe_forward = torch.compile(moe.forward, fullgraph=True)
