from __future__ import annotations

import torch
import torch.nn as nn

from .metadata import SamplingMetadata
from .topk_topp_sampler import TopKTopPSampler

_SAMPLING_EPS = 1e-5


class Sampler(nn.Module):
    def __init__(self, vocab_size: int):
        super().__init__()
        self.vocab_size = vocab_size
        self.topk_topp_sampler = TopKTopPSampler()
        self.sampling_metadata: SamplingMetadata | None = None

    def bind(self, sampling_metadata: SamplingMetadata) -> "Sampler":
        self.sampling_metadata = sampling_metadata
        return self

    def greedy_sample(self, logits: torch.Tensor) -> torch.Tensor:
        return logits.argmax(dim=-1).view(-1)

    def sample(self, logits: torch.Tensor, md: SamplingMetadata) -> torch.Tensor:
        greedy_sampled = None if md.all_random else self.greedy_sample(logits)
        if md.all_greedy:
            return greedy_sampled
        logits = logits.div(md.temperature.clamp_min(_SAMPLING_EPS).unsqueeze(1))
        random_sampled = self.topk_topp_sampler(logits, md.generators, md.top_k, md.top_p)
        if greedy_sampled is None:
            return random_sampled
        return torch.where(md.temperature < _SAMPLING_EPS, greedy_sampled, random_sampled)

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        md = self.sampling_metadata
        logits = logits.to(torch.float32)
        return self.sample(logits, md)


def _dummy_sampler(vocab_size: int = 32) -> Sampler:
    # mirrors the warm-up batch the runner uses when capturing the sampler
    md = SamplingMetadata.from_requests(
        temperatures=[0.7, 1.0, 0.0, 0.9],
        top_ps=[0.9, 1.0, 1.0, 0.95],
        top_ks=[8, 0, 0, 16],
        seeds=[None, 1234, None, 7],
        vocab_size=vocab_size,
    )
    return Sampler(vocab_size).bind(md)


compiled_sampler = torch.compile(_dummy_sampler(), fullgraph=True)
