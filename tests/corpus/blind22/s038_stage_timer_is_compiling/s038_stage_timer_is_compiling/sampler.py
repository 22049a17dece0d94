from __future__ import annotations

import torch
import torch.nn as nn

from .profiling import stage_timer

_EPS = 1e-5


def _apply_top_p(probs: torch.Tensor, top_p: float) -> torch.Tensor:
    sorted_probs, sorted_idx = probs.sort(dim=-1, descending=True)
    cum = sorted_probs.cumsum(dim=-1)
    drop = (cum - sorted_probs) > top_p
    sorted_probs = sorted_probs.masked_fill(drop, 0.0)
    return torch.zeros_like(probs).scatter(-1, sorted_idx, sorted_probs)


class Sampler(nn.Module):
    def __init__(self, top_p: float = 0.9):
        super().__init__()
        self.top_p = top_p

    def _greedy(self, logits: torch.Tensor) -> torch.Tensor:
        return logits.argmax(dim=-1)

    def _random(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        temps = temperatures.clamp_min(_EPS).unsqueeze(-1)
        with stage_timer("top_p"):
            probs = _apply_top_p((logits / temps).softmax(dim=-1), self.top_p)
        # exponential race == multinomial, but without a host sync
        q = torch.empty_like(probs).exponential_()
        return (probs / q).argmax(dim=-1)

    def forward(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        with stage_timer("sampling"):
            greedy = self._greedy(logits)
            sampled = self._random(logits, temperatures)
            return torch.where(temperatures < _EPS, greedy, sampled)


_sampler = Sampler()


def _sample(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    return _sampler(logits.float(), temperatures)


sample_tokens = torch.compile(_sample, fullgraph=True)
