from __future__ import annotations

import torch

from .config import MoEConfig


class CapacityBalancer:
    """Enforces a per-expert token budget (GShard-style token dropping)."""

    def __init__(self, cfg: MoEConfig):
        self.cfg = cfg

    def tokens_per_expert(self, topk_ids: torch.Tensor) -> torch.Tensor:
        one_hot = torch.nn.functional.one_hot(topk_ids.flatten(), self.cfg.num_experts)
        return one_hot.sum(0)

    def _position_in_expert(self, topk_ids: torch.Tensor) -> torch.Tensor:
        one_hot = torch.nn.functional.one_hot(topk_ids.flatten(), self.cfg.num_experts)
        pos = torch.cumsum(one_hot, dim=0) * one_hot
        return pos.sum(-1).view_as(topk_ids) - 1

    def apply(self, topk_weights: torch.Tensor, topk_ids: torch.Tensor):
        capacity = self.cfg.expert_capacity(topk_ids.shape[0])
        counts = self.tokens_per_expert(topk_ids)
        overflow = int(counts.max()) - capacity
        if overflow <= 0:
            # nothing to drop, keep the routing as it is
            return topk_weights, topk_ids
        keep = self._position_in_expert(topk_ids) < capacity
        return topk_weights * keep.to(topk_weights.dtype), topk_ids
