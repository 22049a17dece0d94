from __future__ import annotations

import torch
from torch import nn

from .metrics import METRICS


class Expert(nn.Module):
    def __init__(self, dim: int, inter: int):
        super().__init__()
        self.w1 = nn.Linear(dim, inter, bias=False)
        self.w2 = nn.Linear(inter, dim, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(nn.functional.silu(self.w1(x)))


class TopKRouter(nn.Module):
    def __init__(self, dim: int, num_experts: int, top_k: int, name: str):
        super().__init__()
        self.gate = nn.Linear(dim, num_experts, bias=False)
        self.top_k = top_k
        self.name = name

    def forward(self, x: torch.Tensor):
        probs = self.gate(x).softmax(dim=-1)
        METRICS.observe_expert_load(self.name, probs)
        weights, idx = probs.topk(self.top_k, dim=-1)
        return weights / weights.sum(-1, keepdim=True), idx


class DenseMoE(nn.Module):
    """Dense-dispatch MoE (every expert sees every token, masked by routing weights)."""

    def __init__(self, dim: int = 16, inter: int = 32, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.router = TopKRouter(dim, num_experts, top_k, name="layers.0.moe")
        self.experts = nn.ModuleList(Expert(dim, inter) for _ in range(num_experts))
        self.num_experts = num_experts

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        weights, idx = self.router(x)
        dense_w = torch.zeros(x.shape[0], self.num_experts, dtype=x.dtype)
        dense_w.scatter_(1, idx, weights)
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            out = out + dense_w[:, e : e + 1] * expert(x)
        return out


torch.manual_seed(0)
moe = DenseMoE().eval()
compiled_moe = torch.compile(moe, fullgraph=True)
