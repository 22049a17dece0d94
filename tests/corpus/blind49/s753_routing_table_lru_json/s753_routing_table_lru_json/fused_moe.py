import torch
import torch.nn as nn
import torch.nn.functional as F

from .expert_location import topk_ids_logical_to_physical


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int, layer_id: int):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.layer_id = layer_id
        self.w13_weight = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2_weight = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)

    def select_experts(self, router_logits: torch.Tensor):
        scores = torch.sigmoid(router_logits.float())
        topk_weights, topk_ids = torch.topk(scores, self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        topk_ids = topk_ids_logical_to_physical(topk_ids, self.layer_id)
        return topk_weights, topk_ids

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.select_experts(router_logits)
        w13 = self.w13_weight[topk_ids]  # (T, K, 2I, H)
        w2 = self.w2_weight[topk_ids]  # (T, K, H, I)
        gate_up = torch.einsum("th,tkih->tki", hidden_states, w13)
        gate, up = gate_up.chunk(2, dim=-1)
        act = F.silu(gate) * up
        out = torch.einsum("tki,tkhi->tkh", act, w2)
        return (out * topk_weights.unsqueeze(-1).to(out.dtype)).sum(dim=1)


class DeepseekV2MoE(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2, layer_id: int = 0):
        super().__init__()
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts = FusedMoE(num_experts, top_k, hidden_size, 2 * hidden_size, layer_id)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        return self.experts(hidden_states, router_logits)


moe = DeepseekV2MoE(layer_id=2)
compiled_moe = torch.compile(moe, fullgraph=True)
