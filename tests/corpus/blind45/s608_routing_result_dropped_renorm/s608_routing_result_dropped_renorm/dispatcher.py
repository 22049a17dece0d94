import torch

from .routing import RoutingResult


class DroppingTokenDispatcher:
    """Dense dispatch/combine masks; re-normalises weights of tokens that lost a copy."""

    def __init__(self, num_experts: int, renormalize_on_drop: bool = True):
        self.num_experts = num_experts
        self.renormalize_on_drop = renormalize_on_drop

    def combine_weights(self, routing: RoutingResult) -> torch.Tensor:
        weights = routing.masked_weights()
        if self.renormalize_on_drop and routing.any_dropped:
            weights = weights / weights.sum(dim=-1, keepdim=True).clamp_min(1e-9)
        dense = weights.new_zeros(weights.shape[0], self.num_experts)
        return dense.scatter_add(1, routing.topk_ids, weights)
