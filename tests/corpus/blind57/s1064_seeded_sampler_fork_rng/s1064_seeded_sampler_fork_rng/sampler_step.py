from __future__ import annotations

import os

import torch

from .sampling_params import SamplingConfig
from .samplers import build_sampler

_DEFAULT_SEED = int(os.environ.get("SAMPLER_SEED", "1234"))

sampler = build_sampler(
    SamplingConfig(method="seeded", temperature=0.7, top_k=4, seed=_DEFAULT_SEED)
)


@torch.compile(fullgraph=True)
def sample_next_tokens(logits: torch.Tensor) -> torch.Tensor:
    logits = logits.float()
    next_tokens = sampler.sample(logits)
    return next_tokens.to(torch.int32)
