"""Sampling kernels (Gumbel-max via exponential noise, as in FlashInfer-free paths)."""
from __future__ import annotations

import torch


def exponential_noise_like(probs: torch.Tensor, generators: dict[int, torch.Generator]) -> torch.Tensor:
    q = torch.empty_like(probs)
    if len(generators) != probs.shape[0]:
        # Rows without a seed share the global RNG.
        q.exponential_()
    for row, gen in generators.items():
        q[row].exponential_(generator=gen)
    return q


def random_sample(probs: torch.Tensor, generators: dict[int, torch.Generator]) -> torch.Tensor:
    """Sample one token per row: argmax(p / q) with q ~ Exp(1)."""
    q = exponential_noise_like(probs, generators)
    return probs.div(q).argmax(dim=-1).view(-1)


def greedy_sample(logits: torch.Tensor) -> torch.Tensor:
    return logits.argmax(dim=-1).view(-1)
