from __future__ import annotations

import torch

from .params import SamplingParams
from .topk_topp import apply_top_k_top_p


class SeededSampler:
    def __init__(self, requests: list[SamplingParams]):
        self.requests = requests

    def _generator(self, params: SamplingParams, device: torch.device) -> torch.Generator | None:
        if params.seed is None:
            return None
        gen = torch.Generator(device=device)
        gen.manual_seed(params.seed)
        return gen

    def _sample_row(self, row: torch.Tensor, params: SamplingParams) -> torch.Tensor:
        if params.greedy:
            return torch.argmax(row, dim=-1, keepdim=True)
        row = apply_top_k_top_p(row / params.temperature, params.top_k, params.top_p)
        probs = torch.softmax(row, dim=-1)
        gen = self._generator(params, row.device)
        return torch.multinomial(probs, 1, generator=gen)

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        out = [self._sample_row(logits[i], p) for i, p in enumerate(self.requests)]
        return torch.cat(out)


_SAMPLER = SeededSampler([
    SamplingParams(temperature=0.0),
    SamplingParams(temperature=0.7, top_k=5, seed=1234),
    SamplingParams(temperature=1.0, top_p=0.9),
    SamplingParams(temperature=0.5, top_k=3, top_p=0.8, seed=7),
])


def _sample(logits: torch.Tensor) -> torch.Tensor:
    return _SAMPLER(logits.float())


sample = torch.compile(_sample, fullgraph=True)
