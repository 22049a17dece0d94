"""Merge attention states computed over disjoint KV chunks (log-sum-exp combine)."""
from __future__ import annotations

import torch


def merge_states(partial_out: torch.Tensor, partial_lse: torch.Tensor) -> torch.Tensor:
    # partial_out: [S, T, H, D], partial_lse: [S, T, H]
    lse_max = partial_lse.amax(dim=0, keepdim=True)
    w = torch.exp(partial_lse - lse_max)
    w = w / w.sum(dim=0, keepdim=True)
    return (partial_out * w.unsqueeze(-1)).sum(dim=0)
