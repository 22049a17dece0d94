from __future__ import annotations

import torch


def acceptance_mask(
    draft_tokens: torch.Tensor,
    draft_probs: torch.Tensor,
    target_probs: torch.Tensor,
    uniform: torch.Tensor,
) -> torch.Tensor:
    """Standard rejection-sampling test: accept token i with prob min(1, p/q)."""
    k = draft_tokens.shape[0]
    idx = torch.arange(k)
    p = target_probs[idx, draft_tokens]
    q = draft_probs[idx, draft_tokens].clamp_min(1e-10)
    return uniform <= (p / q).clamp(max=1.0)


def residual_distribution(target_row: torch.Tensor, draft_row: torch.Tensor) -> torch.Tensor:
    residual = (target_row - draft_row).clamp_min(0.0)
    denom = residual.sum().clamp_min(1e-10)
    return residual / denom


def count_prefix_accepted(accepted: torch.Tensor) -> int:
    # number of leading True entries: tokens after the first rejection are dropped
    return int(accepted.to(torch.int64).cumprod(dim=0).sum().item())
