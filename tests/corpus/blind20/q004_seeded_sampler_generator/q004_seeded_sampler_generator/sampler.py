from __future__ import annotations

from typing import Optional

import torch
from torch import nn

from .logits_processors import LOGITS_PROCESSORS
from .sampling_params import SamplingParams


def _exponential_noise(probs: torch.Tensor, seed: Optional[int]) -> torch.Tensor:
    """Exp(1) noise for the Gumbel-max trick; reproducible when the request has a seed."""
    if seed is None:
        return torch.empty_like(probs).exponential_()
    generator = torch.Generator(device=probs.device)
    generator.manual_seed(seed)
    return torch.empty_like(probs).exponential_(generator=generator)


class Sampler(nn.Module):
    def __init__(self, params: SamplingParams):
        super().__init__()
        self.params = params

    def _process(self, logits: torch.Tensor) -> torch.Tensor:
        for proc in LOGITS_PROCESSORS:
            logits = proc(logits, self.params)
        return logits

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        if self.params.is_greedy:
            return logits.argmax(dim=-1)
        probs = self._process(logits.float()).softmax(dim=-1)
        q = _exponential_noise(probs, self.params.seed)
        return probs.div(q).argmax(dim=-1)


sampler = torch.compile(
    Sampler(SamplingParams(temperature=0.7, top_k=8, top_p=0.9, seed=1234)), fullgraph=True
)
