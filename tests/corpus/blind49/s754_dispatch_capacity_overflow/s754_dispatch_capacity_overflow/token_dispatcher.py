from typing import Tuple

import torch

from .config import TransformerConfig


class MoETokenDispatcher:
    def __init__(self, config: TransformerConfig):
        self.config = config
        self.num_local_experts = config.num_moe_experts
        self.tokens_per_expert = None

    def _drop_overflow_tokens(
        self, probs: torch.Tensor, routing_map: torch.Tensor, capacity: int
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        if self.config.moe_token_drop_policy == "probs":
            scores = probs.masked_fill(~routing_map, float("-inf"))
        else:
            scores = routing_map.float().cumsum(dim=0).neg()
        _, keep_idx = torch.topk(scores, k=capacity, dim=0)
        keep = torch.zeros_like(routing_map).scatter(0, keep_idx, True)
        routing_map = routing_map & keep
        return probs * routing_map, routing_map

    def preprocess(self, probs: torch.Tensor, routing_map: torch.Tensor):
        num_tokens = routing_map.shape[0]
        tokens_per_expert = routing_map.sum(dim=0)
        if self.config.moe_expert_capacity_factor is not None:
            capacity = self.config.expert_capacity(num_tokens)
            max_load = int(tokens_per_expert.max())
            if max_load > capacity:
                probs, routing_map = self._drop_overflow_tokens(probs, routing_map, capacity)
                tokens_per_expert = routing_map.sum(dim=0)
        self.tokens_per_expert = tokens_per_expert
        return probs, routing_map


class MoEAllGatherTokenDispatcher(MoETokenDispatcher):
    def token_permutation(self, hidden_states: torch.Tensor, probs: torch.Tensor, routing_map: torch.Tensor):
        probs, routing_map = self.preprocess(probs, routing_map)
        permuted = hidden_states.unsqueeze(1) * routing_map.unsqueeze(-1).to(hidden_states.dtype)
        return permuted, probs, self.tokens_per_expert

    def token_unpermutation(self, expert_output: torch.Tensor, probs: torch.Tensor) -> torch.Tensor:
        return (expert_output * probs.unsqueeze(-1).to(expert_output.dtype)).sum(dim=1)
