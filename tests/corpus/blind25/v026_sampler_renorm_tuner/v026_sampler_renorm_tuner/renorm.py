"""Top-p renormalisation, two strategies with identical results."""
from __future__ import annotations

import torch

from .tuning import RenormConfig


def _top_p_sort(probs: torch.Tensor, top_p: float) -> torch.Tensor:
    sorted_probs, idx = probs.sort(dim=-1, descending=True)
    cum = sorted_probs.cumsum(dim=-1)
    keep_sorted = (cum - sorted_probs) < top_p
    keep = torch.zeros_like(keep_sorted).scatter(-1, idx, keep_sorted)
    return probs * keep


def _top_p_pivot(probs: torch.Tensor, top_p: float, rounds: int) -> torch.Tensor:
    lo = torch.zeros_like(probs[:, :1])
    hi = probs.max(dim=-1, keepdim=True).values
    for _ in range(rounds):
        mid = (lo + hi) / 2
        mass = (probs * (probs >= mid)).sum(dim=-1, keepdim=True)
        lo = torch.where(mass >= top_p, mid, lo)
        hi = torch.where(mass >= top_p, hi, mid)
    return probs * (probs >= lo)


def top_p_renorm(probs: torch.Tensor, cfg: RenormConfig, top_p: float = 0.9) -> torch.Tensor:
    if cfg.strategy == "sort":
        kept = _top_p_sort(probs, top_p)
    else:
        kept = _top_p_pivot(probs, top_p, cfg.pivot_rounds)
    return kept / kept.sum(dim=-1, keepdim=True)
