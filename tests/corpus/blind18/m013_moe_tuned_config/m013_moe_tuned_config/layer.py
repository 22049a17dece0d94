import torch
from torch import nn

from .fused_moe import fused_experts


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)

    def select_experts(self, hidden_states: torch.Tensor):
        router_logits = self.gate(hidden_states)
        probs = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return topk_weights, topk_ids

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.select_experts(hidden_states)
        return fused_experts(hidden_states, self.w13_weight, self.w2_weight, topk_weights, topk_ids)
