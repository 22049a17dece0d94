import torch

from .ep_comm_ops import ep_all_to_all


class AllToAllTokenDispatcher:
    def __init__(self, num_experts: int, top_k: int, ep_size: int = 1):
        self.num_experts = num_experts
        self.top_k = top_k
        self.ep_size = ep_size
        self.num_local_experts = num_experts // ep_size

    def _rank_counts(self, sorted_expert_ids: torch.Tensor) -> torch.Tensor:
        per_expert = torch.bincount(sorted_expert_ids, minlength=self.num_experts)
        return per_expert.view(self.ep_size, self.num_local_experts).sum(-1)

    def dispatch(self, hidden_states: torch.Tensor, topk_ids: torch.Tensor):
        flat = topk_ids.reshape(-1)
        sorted_ids, order = torch.sort(flat, stable=True)
        src_tokens = order // self.top_k
        permuted = hidden_states.index_select(0, src_tokens)
        send_counts = self._rank_counts(sorted_ids)
        recv_counts = send_counts.clone()
        recv = ep_all_to_all(permuted, send_counts, recv_counts)
        return recv, sorted_ids, order, src_tokens, send_counts, recv_counts

    def combine(self, expert_out, order, src_tokens, topk_weights, send_counts, recv_counts,
                num_tokens: int):
        back = ep_all_to_all(expert_out, recv_counts, send_counts)
        w = topk_weights.reshape(-1).index_select(0, order).unsqueeze(-1)
        out = back.new_zeros(num_tokens, back.shape[-1])
        out.index_add_(0, src_tokens, back * w)
        return out
