from typing import Callable, Optional

import torch


class CapacityDispatcher:
    """Scatter token copies into fixed-size [num_experts, capacity, hidden] buffers."""

    def __init__(self, num_experts: int, capacity: int, drop_callback: Optional[Callable] = None):
        self.num_experts = num_experts
        self.capacity = capacity
        self.drop_callback = drop_callback

    def _positions(self, flat_ids: torch.Tensor) -> torch.Tensor:
        one_hot = torch.nn.functional.one_hot(flat_ids, self.num_experts)
        return ((torch.cumsum(one_hot, dim=0) - 1) * one_hot).sum(dim=-1)

    def dispatch(self, hidden_states: torch.Tensor, topk_ids: torch.Tensor):
        top_k = topk_ids.shape[1]
        flat_ids = topk_ids.reshape(-1)
        positions = self._positions(flat_ids)
        keep = positions < self.capacity
        if self.drop_callback is not None:
            self.drop_callback((~keep).sum())
        slot = torch.where(keep, flat_ids * self.capacity + positions, self.num_experts * self.capacity)
        buf = hidden_states.new_zeros(self.num_experts * self.capacity + 1, hidden_states.shape[-1])
        tokens = hidden_states.repeat_interleave(top_k, dim=0)
        buf.index_copy_(0, slot, tokens)
        return buf[:-1].view(self.num_experts, self.capacity, -1), slot, keep

    def combine(self, expert_out: torch.Tensor, slot: torch.Tensor, keep: torch.Tensor, topk_weights: torch.Tensor):
        num_tokens, top_k = topk_weights.shape
        flat = torch.cat([expert_out.reshape(-1, expert_out.shape[-1]), expert_out.new_zeros(1, expert_out.shape[-1])])
        gathered = flat.index_select(0, slot).view(num_tokens, top_k, -1)
        weights = (topk_weights * keep.view(num_tokens, top_k)).unsqueeze(-1)
        return (gathered * weights).sum(dim=1)
