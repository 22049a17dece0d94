from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .dispatch import combine, tokens_for_expert
from .routing import load_balance_loss, route


class Expert(nn.Module):
    def __init__(self, dim: int, hidden: int) -> None:
        super().__init__()
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(F.silu(self.w1(x)))


class SparseMoE(nn.Module):
    def __init__(self, dim: int = 8, hidden: int = 16, num_experts: int = 4, top_k: int = 2) -> None:
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(dim, num_experts, bias=False)
        self.experts = nn.ModuleList(Expert(dim, hidden) for _ in range(num_experts))

    def forward(self, x: torch.Tensor):
        result = route(self.gate(x), self.top_k)
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            token_idx, gate = tokens_for_expert(result, e)
            out = combine(out, token_idx, expert(x[token_idx]), gate)
        aux = load_balance_loss(result, x.shape[0])
        return out, aux


moe = SparseMoE()
compiled_moe = torch.compile(moe, fullgraph=True)
