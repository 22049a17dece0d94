from __future__ import annotations

import torch

from . import ops
from .metadata import RequestSamplingParams, SamplingMetadata

VOCAB = 24

_PARAMS = [
    RequestSamplingParams(temperature=0.8, top_k=5, seed=1234),
    RequestSamplingParams(temperature=1.0),
    RequestSamplingParams(temperature=0.0),
    RequestSamplingParams(temperature=0.6, top_k=8, seed=7),
]
METADATA = SamplingMetadata.from_params(_PARAMS, VOCAB)


def _sample_next(logits: torch.Tensor) -> torch.Tensor:
    md = METADATA
    greedy = logits.argmax(dim=-1)
    if md.all_greedy:
        return greedy
    temp = md.temperature.to(logits.device)
    scaled = logits / temp.clamp_min(1e-5).unsqueeze(-1)
    scaled = ops.apply_top_k(scaled, md.top_k)
    probs = scaled.softmax(dim=-1, dtype=torch.float32)
    sampled = ops.random_sample(probs, md.generators)
    return torch.where(temp == 0.0, greedy, sampled)


sample_next = torch.compile(_sample_next, fullgraph=True)
