"""Token permutation helpers (sort tokens by expert id and back)."""
import torch


def permute_tokens(hidden_states: torch.Tensor, topk_ids: torch.Tensor, num_experts: int):
    """Replicate each token top_k times and group the copies by expert id.

    Returns the permuted hidden states, the permutation used (so that it can be
    undone) and the number of token copies routed to every expert.
    """
    top_k = topk_ids.shape[1]
    flat_ids = topk_ids.reshape(-1)
    sorted_ids, sorted_idx = torch.sort(flat_ids, stable=True)
    src_token = sorted_idx // top_k
    permuted = hidden_states.index_select(0, src_token)
    tokens_per_expert = torch.zeros(num_experts, dtype=torch.long, device=flat_ids.device)
    tokens_per_expert.scatter_add_(0, flat_ids, torch.ones_like(flat_ids))
    return permuted, sorted_idx, tokens_per_expert


def unpermute_tokens(
    expert_out: torch.Tensor,
    sorted_idx: torch.Tensor,
    topk_weights: torch.Tensor,
    num_tokens: int,
) -> torch.Tensor:
    top_k = topk_weights.shape[1]
    weights = topk_weights.reshape(-1).index_select(0, sorted_idx)
    weighted = expert_out * weights.unsqueeze(-1).to(expert_out.dtype)
    out = expert_out.new_zeros(num_tokens, expert_out.shape[-1])
    out.index_add_(0, sorted_idx // top_k, weighted)
    return out
