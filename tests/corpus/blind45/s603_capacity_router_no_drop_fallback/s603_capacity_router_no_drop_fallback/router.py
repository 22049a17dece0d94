import torch
from torch import nn

from .config import CapacityConfig
from .drop import capacity_keep_mask


class CapacityRouter(nn.Module):
    def __init__(self, hidden_size: int, num_experts: int, top_k: int, capacity: CapacityConfig):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.capacity = capacity
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)

    @torch.compile(fullgraph=True)
    def route(self, hidden_states: torch.Tensor):
        logits = self.gate(hidden_states).float()
        probs = torch.softmax(logits, dim=-1)
        topk_weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        keep, positions, capacity = capacity_keep_mask(
            topk_ids, self.num_experts, self.capacity, self.training
        )
        topk_weights = topk_weights * keep
        dropped = (~keep).sum()
        return topk_ids, topk_weights, positions.clamp(max=capacity - 1), dropped
