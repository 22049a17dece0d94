from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .eplb_state import EplbState


class FusedMoE(nn.Module):
    def __init__(self, layer_idx: int, hidden_size: int, num_experts: int, top_k: int, enable_eplb: bool,
                 num_redundant_experts: int = 0):
        super().__init__()
        self.moe_layer_idx = layer_idx
        self.top_k = top_k
        self.enable_eplb = enable_eplb
        self.global_num_experts = num_experts + num_redundant_experts
        self.w1 = nn.Parameter(torch.randn(self.global_num_experts, hidden_size, hidden_size) * 0.02)
        self.expert_load_view: Optional[torch.Tensor] = None
        self.logical_to_physical_map: Optional[torch.Tensor] = None
        self.logical_replica_count: Optional[torch.Tensor] = None

    def set_eplb_state(self, state: EplbState) -> None:
        self.expert_load_view = state.expert_load_pass[self.moe_layer_idx]
        self.logical_to_physical_map = state.logical_to_physical_map[self.moe_layer_idx]
        self.logical_replica_count = state.logical_replica_count[self.moe_layer_idx]

    @staticmethod
    def select_experts(
        router_logits: torch.Tensor,
        top_k: int,
        enable_eplb: bool = False,
        expert_load_view: Optional[torch.Tensor] = None,
        logical_to_physical_map: Optional[torch.Tensor] = None,
        logical_replica_count: Optional[torch.Tensor] = None,
    ):
        topk_weights, topk_ids = torch.topk(F.softmax(router_logits, dim=-1), top_k, dim=-1)
        if enable_eplb:
            assert expert_load_view is not None
            assert logical_to_physical_map is not None
            assert logical_replica_count is not None
            topk_ids_long = topk_ids.long()
            replica_indices = (
                torch.rand_like(topk_ids, dtype=torch.float) * logical_replica_count[topk_ids_long]
            ).long().unsqueeze(-1)
            physical_ids = logical_to_physical_map[topk_ids_long].gather(-1, replica_indices).squeeze(-1)
            topk_ids = physical_ids
            expert_load_view.scatter_add_(
                dim=0,
                index=topk_ids.flatten().long(),
                src=torch.ones_like(topk_ids.flatten()).to(expert_load_view),
            )
        return topk_weights, topk_ids

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = FusedMoE.select_experts(
            router_logits,
            self.top_k,
            enable_eplb=self.enable_eplb,
            expert_load_view=self.expert_load_view,
            logical_to_physical_map=self.logical_to_physical_map,
            logical_replica_count=self.logical_replica_count,
        )
        expert_out = torch.einsum("th,tkhd->tkd", hidden_states, self.w1[topk_ids])
        return (expert_out * topk_weights.unsqueeze(-1)).sum(dim=1)
