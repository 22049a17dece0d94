from __future__ import annotations

from typing import Optional

import torch


def apply_top_k(logits: torch.Tensor, top_k: Optional[torch.Tensor]) -> torch.Tensor:
    if top_k is None:
        return logits
    sorted_logits, _ = logits.sort(dim=-1, descending=True)
    kth = sorted_logits.gather(-1, (top_k - 1).clamp_min(0).unsqueeze(-1))
    return logits.masked_fill(logits < kth, float("-inf"))


def exponential_noise(probs: torch.Tensor, generators: dict[int, torch.Generator]) -> torch.Tensor:
    """Gumbel-style noise; seeded rows draw from their own generator."""
    q = torch.empty_like(probs)
    if len(generators) != q.shape[0]:
        q.exponential_()
    for row, gen in generators.items():
        q[row].exponential_(generator=gen)
    return q


def random_sample(probs: torch.Tensor, generators: dict[int, torch.Generator]) -> torch.Tensor:
    q = exponential_noise(probs, generators)
    return probs.div(q).argmax(dim=-1)
