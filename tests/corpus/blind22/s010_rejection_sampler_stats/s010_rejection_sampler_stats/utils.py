"""Small tensor helpers for the rejection sampler."""
from __future__ import annotations

import torch

PLACEHOLDER_TOKEN_ID = -1


def prefix_closed(accepted: torch.Tensor) -> torch.Tensor:
    """A draft token only counts if every earlier draft token in its row was accepted."""
    return accepted.long().cumprod(dim=-1).bool()


def first_rejected_index(accepted: torch.Tensor) -> torch.Tensor:
    """Index of the first rejected draft per row (K if none was rejected)."""
    k = accepted.shape[-1]
    rejected = (~accepted).long()
    has_reject = rejected.sum(dim=-1) > 0
    first = rejected.argmax(dim=-1)
    return torch.where(has_reject, first, torch.full_like(first, k))


def residual_distribution(target_probs: torch.Tensor, draft_probs: torch.Tensor) -> torch.Tensor:
    diff = (target_probs - draft_probs).clamp(min=0)
    norm = diff.sum(dim=-1, keepdim=True)
    return torch.where(norm > 0, diff / norm.clamp(min=1e-10), target_probs)
