"""A small fused-MoE block: router -> top-k -> dense expert mixture."""
from __future__ import annotations

import torch
from torch import nn

from .eplb_state import EplbConfig, EplbState


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int):
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.top_k = top_k

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        scores = self.gate(x).softmax(dim=-1)
        weights, ids = scores.topk(self.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        return weights, ids


class FusedMoEBlock(nn.Module):
    def __init__(self, hidden: int = 8, num_experts: int = 4, top_k: int = 2, intermediate: int = 16):
        super().__init__()
        self.num_experts = num_experts
        self.router = TopKRouter(hidden, num_experts, top_k)
        self.w1 = nn.Parameter(torch.randn(num_experts, hidden, intermediate) * 0.1)
        self.w2 = nn.Parameter(torch.randn(num_experts, intermediate, hidden) * 0.1)
        self.eplb = EplbState(num_experts, EplbConfig())

    def _experts(self, x: torch.Tensor) -> torch.Tensor:
        # [E, N, H] dense evaluation; fine for the reference path
        h = torch.einsum("nh,ehi->eni", x, self.w1)
        return torch.einsum("eni,eih->enh", nn.functional.silu(h), self.w2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        weights, ids = self.router(x)
        self.eplb.record(ids)
        expert_out = self._experts(x)  # [E, N, H]
        gathered = expert_out.permute(1, 0, 2).gather(
            1, ids.unsqueeze(-1).expand(-1, -1, x.shape[-1])
        )  # [N, K, H]
        return (gathered * weights.unsqueeze(-1)).sum(dim=1)


torch.manual_seed(0)
MOE_BLOCK = FusedMoEBlock()
moe_forward = torch.compile(MOE_BLOCK, fullgraph=True)
