"""Base sparse MoE block: route, then loop over experts gathering their tokens."""
from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .routing import ROUTING_METHODS


class ExpertMLP(nn.Module):
    def __init__(self, hidden: int, inter: int) -> None:
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class SparseMoeBlockBase(nn.Module):
    routing_method = "softmax_topk"

    def __init__(self, hidden: int, inter: int, num_experts: int, top_k: int) -> None:
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.experts = nn.ModuleList(ExpertMLP(hidden, inter) for _ in range(num_experts))

    def route(self, hidden: torch.Tensor):
        return ROUTING_METHODS[self.routing_method](self.gate(hidden), self.top_k)

    def dispatch(self, hidden: torch.Tensor, weights: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
        out = torch.zeros_like(hidden)
        expert_mask = F.one_hot(ids, num_classes=self.num_experts).permute(2, 1, 0)
        for expert_idx, expert in enumerate(self.experts):
            # experts that received no tokens this step are skipped entirely
            if not expert_mask[expert_idx].any():
                continue
            slot, token_idx = torch.where(expert_mask[expert_idx])
            expert_out = expert(hidden[token_idx]) * weights[token_idx, slot, None].to(hidden.dtype)
            out.index_add_(0, token_idx, expert_out)
        return out

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        weights, ids = self.route(hidden)
        return self.dispatch(hidden, weights, ids)
