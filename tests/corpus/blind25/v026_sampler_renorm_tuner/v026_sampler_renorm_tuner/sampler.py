"""Sampler used by the decode loop."""
from __future__ import annotations

import torch

from .renorm import top_p_renorm
from .tuning import CANDIDATES, RenormTuner


class TopKTopPSampler:
    def __init__(self, top_k: int = 4, top_p: float = 0.9, temperature: float = 0.7):
        self.top_k = top_k
        self.top_p = top_p
        self.temperature = temperature
        self.tuner = RenormTuner(CANDIDATES)

    def _top_k_mask(self, logits: torch.Tensor) -> torch.Tensor:
        kth = torch.topk(logits, self.top_k, dim=-1).values[:, -1:]
        return logits.masked_fill(logits < kth, float("-inf"))

    def _renorm(self, probs: torch.Tensor) -> torch.Tensor:
        cfg = self.tuner.get_config(probs, top_p_renorm)
        return top_p_renorm(probs, cfg, self.top_p)

    @torch.compile(fullgraph=True)
    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        logits = self._top_k_mask(logits / self.temperature)
        probs = self._renorm(torch.softmax(logits, dim=-1))
        # exponential race == categorical sampling, without a host sync
        race = probs / torch.empty_like(probs).exponential_()
        return race.argmax(dim=-1)


SAMPLER = TopKTopPSampler()
