from __future__ import annotations

from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .topk import TopKConfig, TopKOutput, select_experts


class MoEGate(nn.Module):
    def __init__(self, hidden_size: int, n_routed_experts: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(n_routed_experts, hidden_size) * 0.02)
        self.e_score_correction_bias = nn.Parameter(torch.zeros(n_routed_experts))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return F.linear(hidden_states, self.weight, None)


class TopK(nn.Module):
    def __init__(self, top_k: int, *, topk_group: int, num_expert_group: int,
                 correction_bias: torch.Tensor, routed_scaling_factor: float):
        super().__init__()
        self.topk_config = TopKConfig(
            top_k=top_k,
            use_grouped_topk=True,
            topk_group=topk_group,
            num_expert_group=num_expert_group,
            correction_bias=correction_bias,
            routed_scaling_factor=routed_scaling_factor,
            scoring_func="sigmoid",
        )

    def forward(self, hidden_states, router_logits, *, num_token_non_padded=None) -> TopKOutput:
        return select_experts(
            hidden_states,
            router_logits,
            self.topk_config,
            num_token_non_padded=num_token_non_padded,
        )


class NativeExperts(nn.Module):
    def __init__(self, num_experts: int, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.num_experts = num_experts
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor, topk_output: TopKOutput) -> torch.Tensor:
        topk_weights, topk_ids, _ = topk_output
        num_tokens = hidden_states.shape[0]
        dense_weights = hidden_states.new_zeros(num_tokens, self.num_experts)
        dense_weights.scatter_(1, topk_ids.long(), topk_weights.to(hidden_states.dtype))
        gate_up = torch.einsum("th,eih->tei", hidden_states, self.w13_weight)
        gate, up = gate_up.chunk(2, dim=-1)
        inter = F.silu(gate) * up
        out = torch.einsum("tei,ehi->teh", inter, self.w2_weight)
        return (out * dense_weights.unsqueeze(-1)).sum(dim=1)


class DeepseekV3MoE(nn.Module):
    def __init__(self, hidden_size=8, intermediate_size=16, n_routed_experts=8,
                 num_experts_per_tok=2, n_group=4, topk_group=2, routed_scaling_factor=2.5):
        super().__init__()
        self.gate = MoEGate(hidden_size, n_routed_experts)
        self.topk = TopK(
            num_experts_per_tok,
            topk_group=topk_group,
            num_expert_group=n_group,
            correction_bias=self.gate.e_score_correction_bias,
            routed_scaling_factor=routed_scaling_factor,
        )
        self.experts = NativeExperts(n_routed_experts, hidden_size, intermediate_size)

    def forward(self, hidden_states: torch.Tensor,
                num_token_non_padded: Optional[torch.Tensor] = None) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_output = self.topk(hidden_states, router_logits, num_token_non_padded=num_token_non_padded)
        return self.experts(hidden_states, topk_output)


moe_layer = torch.compile(DeepseekV3MoE(), fullgraph=True)
