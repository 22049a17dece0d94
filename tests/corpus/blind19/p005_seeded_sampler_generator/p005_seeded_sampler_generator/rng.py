"""Per-request random streams so that a seeded request is reproducible
regardless of what else is in the batch."""
from __future__ import annotations

from typing import Optional

import torch


def make_generator(seed: Optional[int], device: torch.device) -> Optional[torch.Generator]:
    if seed is None:
        return None
    gen = torch.Generator(device=device)
    gen.manual_seed(seed)
    return gen


def exponential_like(probs: torch.Tensor, generator: Optional[torch.Generator]) -> torch.Tensor:
    """Exp(1) noise for the Gumbel-style ``probs / q`` argmax trick."""
    q = torch.empty_like(probs)
    q.exponential_(generator=generator)
    return q
