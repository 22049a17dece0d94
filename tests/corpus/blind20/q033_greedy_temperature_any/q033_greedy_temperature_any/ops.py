"""Logit processing helpers shared by the sampler and the beam searcher."""
from __future__ import annotations

import torch

_EPS = 1e-5


def apply_temperature(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    # Requests with temperature == 0 are greedy; avoid dividing by zero for them.
    safe = torch.where(temperatures < _EPS, torch.ones_like(temperatures), temperatures)
    return logits / safe.unsqueeze(-1)


def apply_top_k(logits: torch.Tensor, top_k: int) -> torch.Tensor:
    if top_k <= 0 or top_k >= logits.shape[-1]:
        return logits
    kth = torch.topk(logits, top_k, dim=-1).values[..., -1:]
    return logits.masked_fill(logits < kth, float("-inf"))


def gumbel_sample(probs: torch.Tensor) -> torch.Tensor:
    # exponential-race trick: argmax(p / q), q ~ Exp(1)
    q = torch.empty_like(probs).exponential_(1.0)
    return (probs / q).argmax(dim=-1)
