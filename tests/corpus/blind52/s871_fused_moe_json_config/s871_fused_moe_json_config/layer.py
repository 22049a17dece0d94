import torch
from torch import nn

from .fused_moe import fused_experts, fused_topk


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int,
                 intermediate_size: int, renormalize: bool = True):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.renormalize = renormalize
        self.w13_weight = nn.Parameter(
            torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02
        )
        self.w2_weight = nn.Parameter(
            torch.randn(num_experts, hidden_size, intermediate_size) * 0.02
        )

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor):
        topk_weights, topk_ids = fused_topk(router_logits, self.top_k, self.renormalize)
        return fused_experts(
            hidden_states, self.w13_weight, self.w2_weight, topk_weights, topk_ids
        )


class MoEBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts = FusedMoE(num_experts, top_k, hidden_size, intermediate_size=16)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        return self.experts(hidden_states, router_logits)


moe_block = torch.compile(MoEBlock(), fullgraph=True)
