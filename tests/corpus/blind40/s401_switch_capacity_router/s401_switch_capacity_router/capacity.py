"""Expert capacity handling (GShard / Switch-Transformer style token dropping)."""
import math

import torch
import torch.nn.functional as F


class ExpertCapacityPolicy:
    """Each expert accepts at most ``capacity`` (token, slot) pairs per step.

    Overflowing assignments get a zero combine weight; the residual path
    carries those tokens unchanged.
    """

    def __init__(self, capacity_factor: float, min_capacity: int, drop_policy: str):
        self.capacity_factor = capacity_factor
        self.min_capacity = min_capacity
        self.drop_policy = drop_policy

    def capacity(self, num_tokens: int, num_experts: int, top_k: int) -> int:
        cap = math.ceil(num_tokens * top_k / num_experts * self.capacity_factor)
        return max(cap, self.min_capacity)

    def enforce(self, topk_ids: torch.Tensor, topk_weights: torch.Tensor, num_experts: int):
        if self.drop_policy == "none":
            return topk_weights, topk_ids.new_zeros(())
        num_tokens, top_k = topk_ids.shape
        capacity = self.capacity(num_tokens, num_experts, top_k)

        # slot-major order: every token's first choice beats any second choice
        expert_mask = F.one_hot(topk_ids.t().reshape(-1), num_experts)
        tokens_per_expert = expert_mask.sum(dim=0)
        if (tokens_per_expert > capacity).any():
            position = (torch.cumsum(expert_mask, dim=0) - 1) * expert_mask
            keep = ((position < capacity) & expert_mask.bool()).any(dim=-1)
            keep = keep.view(top_k, num_tokens).t()
            dropped = (~keep).sum()
            return topk_weights * keep.to(topk_weights.dtype), dropped
        return topk_weights, topk_ids.new_zeros(())
