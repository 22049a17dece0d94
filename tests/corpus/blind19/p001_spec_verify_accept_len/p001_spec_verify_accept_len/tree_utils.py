"""Small helpers shared by the chain and tree verifiers."""
from __future__ import annotations

import torch

PAD_TOKEN_ID = -1


def accepted_prefix_len(accept_mask: torch.Tensor) -> int:
    """Length of the leading run of accepted draft tokens."""
    return int(accept_mask.to(torch.int32).cumprod(dim=0).sum())


def residual_distribution(target_probs: torch.Tensor, draft_probs: torch.Tensor) -> torch.Tensor:
    """max(0, p_target - p_draft), renormalised (Leviathan et al.)."""
    residual = (target_probs - draft_probs).clamp_min(0.0)
    denom = residual.sum(dim=-1, keepdim=True).clamp_min(1e-12)
    return residual / denom


def assemble_output_tokens(
    draft_tokens: torch.Tensor,
    bonus_token: torch.Tensor,
    num_accepted: int,
    num_slots: int,
) -> torch.Tensor:
    """[accepted draft tokens..., bonus token, PAD...] for one request."""
    out = draft_tokens.new_full((num_slots,), PAD_TOKEN_ID)
    for i in range(num_accepted):
        out[i] = draft_tokens[i]
    out[num_accepted] = bonus_token
    return out
