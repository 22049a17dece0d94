from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .expert_distribution import get_global_expert_distribution_recorder


class TopKRouter(nn.Module):
    def __init__(self, hidden_size: int, num_experts: int, top_k: int) -> None:
        super().__init__()
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.top_k = top_k

    def forward(self, hidden_states: torch.Tensor):
        logits = self.gate(hidden_states)
        weights, ids = torch.topk(F.softmax(logits, dim=-1, dtype=torch.float32), self.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        get_global_expert_distribution_recorder().on_select_experts(ids)
        return weights.to(hidden_states.dtype), ids


class DenseExperts(nn.Module):
    """Reference (non-fused) expert computation: every expert on every token."""

    def __init__(self, hidden_size: int, intermediate_size: int, num_experts: int) -> None:
        super().__init__()
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)

    def forward(self, x: torch.Tensor, weights: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
        gate_up = torch.einsum("th,eih->tei", x, self.w13)
        gate, up = gate_up.chunk(2, dim=-1)
        out = torch.einsum("tei,ehi->teh", F.silu(gate) * up, self.w2)
        dense_w = torch.zeros(x.shape[0], self.w13.shape[0], dtype=x.dtype)
        dense_w = dense_w.scatter(1, ids, weights)
        return torch.einsum("teh,te->th", out, dense_w)


class SparseMoeBlock(nn.Module):
    def __init__(self, layer_id: int, hidden_size: int, intermediate_size: int,
                 num_experts: int, top_k: int) -> None:
        super().__init__()
        self.layer_id = layer_id
        self.router = TopKRouter(hidden_size, num_experts, top_k)
        self.experts = DenseExperts(hidden_size, intermediate_size, num_experts)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        recorder = get_global_expert_distribution_recorder()
        with recorder.with_current_layer(self.layer_id):
            weights, ids = self.router(hidden_states)
            return self.experts(hidden_states, weights, ids)
