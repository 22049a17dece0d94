from dataclasses import dataclass

import torch


@dataclass
class RoutingResult:
    topk_ids: torch.Tensor        # [tokens, top_k]
    topk_weights: torch.Tensor    # [tokens, top_k]
    keep_mask: torch.Tensor       # [tokens, top_k], False where the copy overflowed capacity

    @property
    def num_dropped(self) -> torch.Tensor:
        return (~self.keep_mask).sum()

    @property
    def any_dropped(self) -> torch.Tensor:
        return (~self.keep_mask).any()

    def masked_weights(self) -> torch.Tensor:
        return self.topk_weights * self.keep_mask.to(self.topk_weights.dtype)


class TopKCapacityRouter(torch.nn.Module):
    def __init__(self, hidden_size: int, num_experts: int, top_k: int, capacity: int):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.capacity = capacity
        self.gate = torch.nn.Linear(hidden_size, num_experts, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> RoutingResult:
        probs = self.gate(hidden_states).softmax(dim=-1)
        topk_weights, topk_ids = probs.topk(self.top_k, dim=-1)
        one_hot = torch.nn.functional.one_hot(topk_ids.flatten(), self.num_experts)
        position = ((one_hot.cumsum(dim=0) - 1) * one_hot).sum(dim=-1).view_as(topk_ids)
        return RoutingResult(topk_ids, topk_weights, position < self.capacity)
