import torch
import torch.nn.functional as F
from torch import nn

from .hooks import run_forward_hooks


class MoEGate(nn.Module):
    def __init__(self, hidden_size: int, n_routed_experts: int, top_k: int, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.top_k = top_k
        self.weight = nn.Parameter(torch.randn(n_routed_experts, hidden_size) * 0.02)
        self.e_score_correction_bias = nn.Parameter(
            torch.zeros(n_routed_experts), requires_grad=False
        )

    def forward(self, hidden_states: torch.Tensor):
        logits = F.linear(hidden_states, self.weight)
        scores = logits.sigmoid()
        biased = scores + self.e_score_correction_bias
        _, topk_ids = torch.topk(biased, self.top_k, dim=-1)
        topk_weights = scores.gather(1, topk_ids)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        run_forward_hooks("moe.router", self.layer_id, logits, topk_ids)
        return topk_weights, topk_ids


class DeepseekMoERouter(nn.Module):
    def __init__(self, hidden_size: int = 8, n_routed_experts: int = 8, top_k: int = 2, layer_id: int = 3):
        super().__init__()
        self.n_routed_experts = n_routed_experts
        self.gate = MoEGate(hidden_size, n_routed_experts, top_k, layer_id)
        self.routed_scaling_factor = 2.5

    @torch.compile(fullgraph=True)
    def route(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.gate(hidden_states)
        dense = hidden_states.new_zeros(hidden_states.shape[0], self.n_routed_experts)
        dense.scatter_(1, topk_ids, topk_weights * self.routed_scaling_factor)
        return dense
