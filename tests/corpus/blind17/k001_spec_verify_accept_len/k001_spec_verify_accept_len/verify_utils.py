from __future__ import annotations

import torch


def greedy_accept_mask(draft_tokens: torch.Tensor, target_tokens: torch.Tensor) -> torch.Tensor:
    """Prefix mask of positions where the target model agrees with the draft."""
    match = (draft_tokens == target_tokens).to(torch.int32)
    return torch.cumprod(match, dim=-1)


def count_accepted(accept_mask: torch.Tensor) -> int:
    # number of draft tokens the verifier kept for this step
    return int(accept_mask.sum().item())
