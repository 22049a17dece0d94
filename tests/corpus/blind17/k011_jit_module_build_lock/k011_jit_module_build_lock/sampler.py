"""Logits -> renormalised sampling distribution."""
from __future__ import annotations

import torch
from torch import nn

from . import sampling


class TopKTopPSampler(nn.Module):
    def __init__(self, top_k: int, top_p: float, temperature: float = 1.0):
        super().__init__()
        self.top_k = top_k
        self.top_p = top_p
        self.temperature = temperature

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(logits / self.temperature, dim=-1)
        probs = sampling.top_k_renorm_probs(probs, self.top_k)
        return sampling.top_p_renorm_probs(probs, self.top_p)


compiled_sampler = torch.compile(TopKTopPSampler(top_k=4, top_p=0.9, temperature=0.7), fullgraph=True)
