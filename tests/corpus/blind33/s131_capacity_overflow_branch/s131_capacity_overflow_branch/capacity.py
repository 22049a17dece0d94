import torch
import torch.nn.functional as F


def position_in_expert(expert_mask: torch.Tensor) -> torch.Tensor:
    """Running slot index of each (token, expert) assignment."""
    return torch.cumsum(expert_mask, dim=0) * expert_mask - expert_mask


def apply_capacity(topk_idx: torch.Tensor, num_experts: int, capacity: int) -> torch.Tensor:
    """Return a keep-mask [tokens, k]; assignments beyond capacity are dropped."""
    one_hot = F.one_hot(topk_idx, num_experts)          # [T, k, E]
    flat = one_hot.reshape(-1, num_experts)              # [T*k, E]
    pos = position_in_expert(flat)
    tokens_per_expert = flat.sum(dim=0)
    # fast path: nothing overflows, keep every assignment
    if (tokens_per_expert > capacity).any():
        keep = (pos < capacity) & (flat > 0)
        return keep.any(dim=-1).reshape(topk_idx.shape)
    return torch.ones_like(topk_idx, dtype=torch.bool)
