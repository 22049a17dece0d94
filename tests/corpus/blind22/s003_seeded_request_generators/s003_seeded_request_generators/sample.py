"""Compiled sampling entry point used by the model runner."""
from __future__ import annotations

import torch

from .ops import greedy_sample, random_sample
from .rng import GENERATORS

_EPS = 1e-5


def _apply_temperature(logits: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
    return logits / temperature.clamp(min=_EPS).unsqueeze(1)


@torch.compile(fullgraph=True)
def sample_tokens(logits: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
    greedy = greedy_sample(logits)
    probs = _apply_temperature(logits, temperature).softmax(dim=-1, dtype=torch.float32)
    sampled = random_sample(probs, GENERATORS.row_generators())
    return torch.where(temperature < _EPS, greedy, sampled)
