import torch
import torch.nn as nn

from .capacity import ExpertCapacityPolicy
from .config import SwitchMoEConfig


class TopKRouter(nn.Module):
    def __init__(self, config: SwitchMoEConfig):
        super().__init__()
        self.num_experts = config.num_experts
        self.top_k = config.top_k
        self.normalize_topk = config.normalize_topk
        self.router_dtype = getattr(torch, config.router_dtype)
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.capacity_policy = ExpertCapacityPolicy(
            config.capacity_factor, config.min_capacity, config.drop_policy
        )

    def forward(self, hidden_states: torch.Tensor):
        logits = self.gate(hidden_states.to(self.router_dtype))
        probs = torch.softmax(logits, dim=-1)
        topk_weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        if self.normalize_topk:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        topk_weights, num_dropped = self.capacity_policy.enforce(
            topk_ids, topk_weights, self.num_experts
        )
        return topk_weights.to(hidden_states.dtype), topk_ids, num_dropped
