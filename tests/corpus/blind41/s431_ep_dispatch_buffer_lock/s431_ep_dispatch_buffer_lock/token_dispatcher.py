from dataclasses import dataclass

import torch

from .ep_buffer import EPStagingBuffer


@dataclass
class EPDispatchOutput:
    hidden_states: torch.Tensor
    sorted_token_idx: torch.Tensor
    expert_ids: torch.Tensor
    topk_weights: torch.Tensor


class EPTokenDispatcher:
    """Single-node expert-parallel dispatcher (ep_size == 1 fast path)."""

    def __init__(self, num_experts: int, top_k: int, ep_rank: int = 0, ep_size: int = 1):
        self.num_experts = num_experts
        self.top_k = top_k
        self.ep_rank = ep_rank
        self.ep_size = ep_size
        self.num_local_experts = num_experts // ep_size

    def dispatch(self, hidden_states: torch.Tensor, topk_ids: torch.Tensor,
                 topk_weights: torch.Tensor) -> EPDispatchOutput:
        num_tokens, hidden_size = hidden_states.shape
        flat_ids = topk_ids.reshape(-1)
        order = torch.argsort(flat_ids, stable=True)
        token_idx = order // self.top_k
        staging = EPStagingBuffer.get(flat_ids.numel(), hidden_size, hidden_states.dtype)
        staging.copy_(hidden_states.index_select(0, token_idx))
        return EPDispatchOutput(
            hidden_states=staging,
            sorted_token_idx=token_idx,
            expert_ids=flat_ids.index_select(0, order),
            topk_weights=topk_weights.reshape(-1).index_select(0, order),
        )

    def combine(self, expert_out: torch.Tensor, meta: EPDispatchOutput,
                num_tokens: int) -> torch.Tensor:
        weighted = expert_out * meta.topk_weights.unsqueeze(-1).to(expert_out.dtype)
        out = expert_out.new_zeros(num_tokens, expert_out.shape[-1])
        out.index_add_(0, meta.sorted_token_idx, weighted)
        return out
