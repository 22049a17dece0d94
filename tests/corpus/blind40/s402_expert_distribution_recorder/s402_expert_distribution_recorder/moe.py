import torch
import torch.nn as nn
import torch.nn.functional as F

from .expert_distribution import get_global_expert_distribution_recorder


def fused_topk(router_logits: torch.Tensor, top_k: int, renormalize: bool):
    scores = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(scores, top_k, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids


class TopK(nn.Module):
    def __init__(self, layer_id: int, top_k: int, renormalize: bool = True):
        super().__init__()
        self.layer_id = layer_id
        self.top_k = top_k
        self.renormalize = renormalize

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor):
        topk_weights, topk_ids = fused_topk(router_logits, self.top_k, self.renormalize)
        get_global_expert_distribution_recorder().on_select_experts(self.layer_id, topk_ids)
        return topk_weights, topk_ids


class SparseMoE(nn.Module):
    def __init__(self, layer_id: int, hidden_size: int, num_experts: int, top_k: int):
        super().__init__()
        self.num_experts = num_experts
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.topk = TopK(layer_id, top_k)
        self.w1 = nn.Parameter(torch.randn(num_experts, 2 * hidden_size, hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden_size, hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = self.topk(hidden_states, router_logits)
        w1 = self.w1[topk_ids]  # [T, K, 2H, H]
        w2 = self.w2[topk_ids]
        gate_up = torch.einsum("th,tkfh->tkf", hidden_states, w1)
        gate, up = gate_up.chunk(2, dim=-1)
        out = torch.einsum("tki,tkhi->tkh", F.silu(gate) * up, w2)
        return (out * topk_weights.unsqueeze(-1).to(out.dtype)).sum(dim=1)
