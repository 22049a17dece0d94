from dataclasses import dataclass

import torch
from torch import nn

from .ops import guarded_softmax


@dataclass
class SamplingParams:
    temperature: float = 1.0
    top_k: int = -1
    min_p: float = 0.0

    def __post_init__(self):
        if self.temperature < 0:
            raise ValueError(f"temperature must be non-negative, got {self.temperature}")
        if self.top_k == 0 or self.top_k < -1:
            raise ValueError(f"top_k must be -1 (disabled) or positive, got {self.top_k}")


class Sampler(nn.Module):
    def __init__(self, params: SamplingParams):
        super().__init__()
        self.params = params

    def _apply_top_k(self, probs: torch.Tensor) -> torch.Tensor:
        k = self.params.top_k
        if k < 0 or k >= probs.shape[-1]:
            return probs
        kth = torch.topk(probs, k, dim=-1).values[..., -1:]
        return probs.masked_fill(probs < kth, 0.0)

    def _apply_min_p(self, probs: torch.Tensor) -> torch.Tensor:
        if self.params.min_p <= 0.0:
            return probs
        threshold = probs.amax(dim=-1, keepdim=True) * self.params.min_p
        return probs.masked_fill(probs < threshold, 0.0)

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        probs = guarded_softmax(logits, self.params.temperature)
        probs = self._apply_min_p(self._apply_top_k(probs))
        return probs / probs.sum(dim=-1, keepdim=True)


_sampler = Sampler(SamplingParams(temperature=0.8, top_k=4, min_p=0.05))


def sampling_probs(logits: torch.Tensor) -> torch.Tensor:
    return _sampler(logits)


compiled_sampling_probs = torch.compile(sampling_probs, fullgraph=True)
