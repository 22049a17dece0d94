import torch

from .dispatch_output import STANDARD, EPDispatchOutput


class StandardEPDispatcher:
    def __init__(self, num_experts: int, ep_size: int = 1, ep_rank: int = 0):
        self.num_local_experts = num_experts // ep_size
        self.local_start = ep_rank * self.num_local_experts

    def dispatch(self, hidden_states: torch.Tensor, topk_ids: torch.Tensor,
                 topk_weights: torch.Tensor) -> EPDispatchOutput:
        top_k = topk_ids.shape[-1]
        local_ids = topk_ids - self.local_start
        valid = (local_ids >= 0) & (local_ids < self.num_local_experts)
        local_ids = torch.where(valid, local_ids, torch.full_like(local_ids, self.num_local_experts))
        counts = torch.bincount(local_ids.reshape(-1), minlength=self.num_local_experts + 1)
        src = torch.arange(hidden_states.shape[0]).repeat_interleave(top_k)
        return EPDispatchOutput(
            hidden_states=hidden_states.index_select(0, src),
            topk_ids=local_ids.reshape(-1),
            topk_weights=torch.where(valid, topk_weights, 0.0).reshape(-1),
            num_recv_tokens_per_expert=counts[: self.num_local_experts],
            src_token_index=src,
            format=STANDARD,
        )

    def combine(self, expert_out: torch.Tensor, d: EPDispatchOutput, num_tokens: int) -> torch.Tensor:
        out = expert_out.new_zeros(num_tokens, expert_out.shape[-1])
        out.index_add_(0, d.src_token_index, expert_out * d.topk_weights.unsqueeze(-1))
        return out
