from typing import Tuple

import torch

from .profiling import record_phase


class AllToAllTokenDispatcher:
    def __init__(self, num_experts: int, top_k: int):
        self.num_experts = num_experts
        self.top_k = top_k

    @record_phase("moe.dispatch")
    def dispatch(self, hidden_states: torch.Tensor, topk_ids: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        flat_ids = topk_ids.flatten()
        sorted_ids, order = torch.sort(flat_ids, stable=True)
        token_idx = order // self.top_k
        tokens_per_expert = torch.zeros(self.num_experts, dtype=torch.int64).scatter_add_(
            0, flat_ids.long(), torch.ones_like(flat_ids, dtype=torch.int64)
        )
        return hidden_states[token_idx], torch.stack([sorted_ids, order]), tokens_per_expert

    @record_phase("moe.combine")
    def combine(self, expert_out: torch.Tensor, meta: torch.Tensor, topk_weights: torch.Tensor,
                num_tokens: int) -> torch.Tensor:
        order = meta[1]
        weights = topk_weights.flatten()[order].unsqueeze(-1)
        out = torch.zeros(num_tokens, expert_out.shape[-1], dtype=expert_out.dtype)
        return out.index_add_(0, order // self.top_k, expert_out * weights)
