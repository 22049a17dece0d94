from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .token_dispatcher import CombineInput, MoEDispatcherConfig, create_moe_dispatcher


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int,
                 a2a_backend: str = "none"):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.router = nn.Linear(hidden_size, num_experts, bias=False)
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)
        self.dispatcher = create_moe_dispatcher(
            MoEDispatcherConfig(num_experts=num_experts, top_k=top_k, a2a_backend=a2a_backend)
        )

    def run_experts(self, hidden_states: torch.Tensor, expert_ids: torch.Tensor) -> torch.Tensor:
        gate_up = torch.bmm(self.w13_weight[expert_ids], hidden_states.unsqueeze(-1)).squeeze(-1)
        gate, up = gate_up.chunk(2, dim=-1)
        act = F.silu(gate) * up
        return torch.bmm(self.w2_weight[expert_ids], act.unsqueeze(-1)).squeeze(-1)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.router(hidden_states)
        topk_weights, topk_ids = torch.topk(router_logits.softmax(dim=-1), self.top_k, dim=-1)
        dispatch_output = self.dispatcher.dispatch(hidden_states, topk_weights, topk_ids)
        expert_out = self.run_experts(dispatch_output.hidden_states, dispatch_output.expert_ids)
        return self.dispatcher.combine(
            CombineInput(expert_out, dispatch_output.sorted_indices, dispatch_output.topk_weights)
        )


def build_moe(a2a_backend: str = "allgather") -> FusedMoE:
    return FusedMoE(num_experts=8, top_k=2, hidden_size=8, intermediate_size=16, a2a_backend=a2a_backend)


moe = torch.compile(build_moe(), fullgraph=True)
