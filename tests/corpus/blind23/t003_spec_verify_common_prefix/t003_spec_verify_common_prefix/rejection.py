from __future__ import annotations

import torch


def target_probs_for_draft(target_probs: torch.Tensor, draft_tokens: torch.Tensor) -> torch.Tensor:
    """p_target(x_i) for every drafted token, [batch, k]."""
    k = draft_tokens.shape[1]
    return target_probs[:, :k].gather(-1, draft_tokens.unsqueeze(-1)).squeeze(-1)


def accepted_prefix_lengths(
    draft_tokens: torch.Tensor,
    draft_probs: torch.Tensor,
    target_probs: torch.Tensor,
) -> torch.Tensor:
    """Standard speculative rejection test; returns accepted length per row."""
    p = target_probs_for_draft(target_probs, draft_tokens)
    q = draft_probs.gather(-1, draft_tokens.unsqueeze(-1)).squeeze(-1)
    ratio = torch.clamp(p / q.clamp_min(1e-10), max=1.0)
    uniform = torch.rand_like(ratio)
    accepted = uniform < ratio
    return accepted.to(torch.int64).cumprod(dim=-1).sum(dim=-1)


def recovery_distribution(target_row: torch.Tensor, draft_row: torch.Tensor) -> torch.Tensor:
    residual = torch.clamp(target_row - draft_row, min=0.0)
    norm = residual.sum(dim=-1, keepdim=True)
    return torch.where(norm > 0, residual / norm.clamp_min(1e-10), target_row)
