from __future__ import annotations

import torch

from . import processors  # noqa: F401  (registers the processors)
from .registry import get_processor

NUM_TOP_LOGPROBS = 2


@torch.compile(fullgraph=True)
def sample_with_logprobs(logits: torch.Tensor):
    logprobs = torch.log_softmax(logits.float(), dim=-1)
    sampled = logprobs.argmax(dim=-1)
    ranks = get_processor("rank")(logprobs, sampled, NUM_TOP_LOGPROBS)
    top = get_processor("top_logprobs")(logprobs, sampled, NUM_TOP_LOGPROBS)
    return sampled, ranks, top
