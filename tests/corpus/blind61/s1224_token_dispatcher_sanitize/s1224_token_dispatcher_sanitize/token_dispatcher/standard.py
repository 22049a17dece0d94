from __future__ import annotations

import torch
import torch.distributed as dist

from .base import BaseDispatcher, CombineInput, DispatchOutput


class StandardDispatcher(BaseDispatcher):
    def dispatch(self, hidden_states, topk_weights, topk_ids) -> DispatchOutput:
        topk_ids, topk_weights = self._sanitize_topk(topk_ids, topk_weights)
        permuted, expert_ids, sorted_indices = self._permute(hidden_states, topk_ids)
        return DispatchOutput(permuted, expert_ids, sorted_indices, topk_weights)

    def combine(self, combine_input: CombineInput) -> torch.Tensor:
        return self._unpermute(
            combine_input.hidden_states,
            combine_input.sorted_indices,
            combine_input.topk_weights,
        )


class AllGatherDispatcher(StandardDispatcher):
    def dispatch(self, hidden_states, topk_weights, topk_ids) -> DispatchOutput:
        if dist.is_initialized() and self.config.ep_size > 1:
            gathered = [torch.empty_like(hidden_states) for _ in range(self.config.ep_size)]
            dist.all_gather(gathered, hidden_states)
            hidden_states = torch.cat(gathered)
        return super().dispatch(hidden_states, topk_weights, topk_ids)

    def combine(self, combine_input: CombineInput) -> torch.Tensor:
        out = super().combine(combine_input)
        if dist.is_initialized() and self.config.ep_size > 1:
            dist.all_reduce(out)
        return out
