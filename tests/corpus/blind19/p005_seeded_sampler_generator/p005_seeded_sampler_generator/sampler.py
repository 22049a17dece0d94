from __future__ import annotations

import torch

from .rng import exponential_like, make_generator
from .sampling_params import SamplingParams


def _apply_top_k(logits: torch.Tensor, k: int) -> torch.Tensor:
    kth = torch.topk(logits, k, dim=-1).values[..., -1:]
    return logits.masked_fill(logits < kth, float("-inf"))


class Sampler:
    def __init__(self, params: SamplingParams):
        self.params = params

    def _prepare(self, logits: torch.Tensor) -> torch.Tensor:
        logits = logits.float()
        if self.params.needs_top_k:
            logits = _apply_top_k(logits, self.params.top_k)
        return logits / self.params.temperature

    @torch.compile(fullgraph=True)
    def sample(self, logits: torch.Tensor) -> torch.Tensor:
        if self.params.is_greedy:
            return logits.argmax(dim=-1)
        probs = torch.softmax(self._prepare(logits), dim=-1)
        generator = make_generator(self.params.seed, logits.device)
        noise = exponential_like(probs, generator)
        return (probs / noise).argmax(dim=-1)
