from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .eplb import get_load_recorder
from .placement import ExpertPlacement


class ExpertParallelMoE(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(num_experts, inter, hidden) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.02)
        self.placement = ExpertPlacement(num_experts)
        self.recorder = get_load_recorder(num_experts)
        self.enable_eplb = True

    def select_experts(self, hidden: torch.Tensor):
        scores = torch.sigmoid(self.gate(hidden))
        weights, ids = scores.topk(self.top_k, dim=-1)
        weights = weights / weights.sum(-1, keepdim=True)
        ids = self.placement.to_physical(ids)
        if self.enable_eplb:
            self.recorder.record(ids)
        return weights, ids

    def _expert_mlp(self, hidden: torch.Tensor, e: int) -> torch.Tensor:
        return F.gelu(hidden @ self.w1[e].t()) @ self.w2[e].t()

    @torch.compile(fullgraph=True)
    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        weights, ids = self.select_experts(hidden)
        out = torch.zeros_like(hidden)
        for e in range(self.w1.shape[0]):
            w = (weights * (ids == e)).sum(-1, keepdim=True)
            out = out + w * self._expert_mlp(hidden, e)
        return out
