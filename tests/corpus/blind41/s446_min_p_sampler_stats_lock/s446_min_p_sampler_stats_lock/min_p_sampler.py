from __future__ import annotations

import torch
import torch.nn as nn

from .metrics import SamplerStats, get_sampler_stats


class MinPSampler(nn.Module):
    """Temperature -> min-p filter -> multinomial, batched over requests."""

    def __init__(self, min_p: torch.Tensor, temperature: torch.Tensor, collect_stats: bool = True):
        super().__init__()
        self.register_buffer("min_p", min_p.view(-1, 1), persistent=False)
        self.register_buffer("temperature", temperature.view(-1, 1), persistent=False)
        self.collect_stats = collect_stats

    @property
    def stats(self) -> SamplerStats:
        return get_sampler_stats()

    def _min_p_mask(self, probs: torch.Tensor) -> torch.Tensor:
        top_probs = probs.max(dim=-1, keepdim=True).values
        return probs >= self.min_p * top_probs

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        logits = logits.float() / self.temperature.clamp_min(1e-5)
        probs = logits.softmax(dim=-1)
        keep = self._min_p_mask(probs)
        probs = probs.masked_fill(~keep, 0.0)
        probs = probs / probs.sum(dim=-1, keepdim=True)
        if self.collect_stats:
            self.stats.observe(probs, keep)
        return torch.multinomial(probs, num_samples=1).squeeze(-1)


compiled_sampler = torch.compile(
    MinPSampler(
        min_p=torch.tensor([0.1, 0.05, 0.0, 0.2]),
        temperature=torch.tensor([0.8, 1.0, 1.0, 0.6]),
    ),
    fullgraph=True,
)
