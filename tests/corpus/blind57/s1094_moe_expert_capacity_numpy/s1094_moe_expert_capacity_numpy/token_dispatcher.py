import math

import numpy as np
import torch

from .config import MoEConfig


class AllGatherDispatcher:
    def __init__(self, config: MoEConfig):
        self.num_experts = config.num_experts

    def dispatch(self, hidden_states, topk_ids):
        return hidden_states, topk_ids


class CapacityDispatcher(AllGatherDispatcher):
    def __init__(self, config: MoEConfig):
        super().__init__(config)
        self.capacity_factor = config.capacity_factor
        self.min_capacity = config.min_capacity
        self.top_k = config.top_k

    def expert_capacity(self, num_tokens: int) -> int:
        cap = math.ceil(num_tokens * self.top_k * self.capacity_factor / self.num_experts)
        return max(cap, self.min_capacity)

    def tokens_per_expert(self, topk_ids: torch.Tensor) -> np.ndarray:
        flat = topk_ids.numpy().reshape(-1)
        return np.bincount(flat, minlength=self.num_experts)

    def dispatch(self, hidden_states, topk_ids):
        capacity = self.expert_capacity(hidden_states.shape[0])
        counts = self.tokens_per_expert(topk_ids)
        if counts.max() > capacity:
            topk_ids = self._drop_overflow(topk_ids, capacity)
        return hidden_states, topk_ids

    def _drop_overflow(self, topk_ids, capacity):
        one_hot = torch.nn.functional.one_hot(topk_ids, self.num_experts)
        position = one_hot.flatten(0, 1).cumsum(0).view_as(one_hot)
        keep = ((position * one_hot).sum(-1) <= capacity)
        return torch.where(keep, topk_ids, torch.full_like(topk_ids, -1))


_DISPATCHERS = {
    "allgather": AllGatherDispatcher,
    "capacity": CapacityDispatcher,
}


def build_token_dispatcher(config: MoEConfig):
    return _DISPATCHERS[config.dispatcher](config)
