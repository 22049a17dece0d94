import torch

from .comm import EP_WORLD_SIZE, ep_all_to_all


class AllToAllTokenDispatcher:
    """Permute tokens by expert, exchange them between EP ranks and undo it."""

    def __init__(self, num_experts: int, top_k: int, ep_size: int = EP_WORLD_SIZE):
        self.num_experts = num_experts
        self.top_k = top_k
        self.ep_size = ep_size
        self.num_local_experts = num_experts // ep_size

    def _send_counts(self, flat_ids: torch.Tensor) -> torch.Tensor:
        tokens_per_expert = torch.zeros(self.num_experts, dtype=torch.long, device=flat_ids.device)
        tokens_per_expert.scatter_add_(0, flat_ids, torch.ones_like(flat_ids))
        return tokens_per_expert.view(self.ep_size, self.num_local_experts).sum(dim=-1)

    def dispatch(self, hidden_states: torch.Tensor, topk_ids: torch.Tensor):
        flat_ids = topk_ids.reshape(-1)
        sorted_ids, sorted_idx = torch.sort(flat_ids, stable=True)
        permuted = hidden_states.index_select(0, sorted_idx // self.top_k)
        send_counts = self._send_counts(flat_ids)
        received = ep_all_to_all(permuted, send_counts, "dispatch")
        return received, sorted_ids, sorted_idx, send_counts

    def combine(self, expert_out, sorted_idx, send_counts, topk_weights, num_tokens):
        returned = ep_all_to_all(expert_out, send_counts, "combine")
        weights = topk_weights.reshape(-1).index_select(0, sorted_idx)
        out = returned.new_zeros(num_tokens, returned.shape[-1])
        out.index_add_(0, sorted_idx // self.top_k, returned * weights.unsqueeze(-1))
        return out
