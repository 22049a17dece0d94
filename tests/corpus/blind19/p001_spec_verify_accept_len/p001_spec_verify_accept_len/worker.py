from __future__ import annotations

import torch

from .config import SpecDecodeConfig
from .verify import RejectionSampler

_SAMPLER = RejectionSampler(SpecDecodeConfig(num_draft_tokens=3))


@torch.compile(fullgraph=True)
def verify_draft(draft_logits, target_logits, coins):
    tokens, accept = _SAMPLER.verify(draft_logits, target_logits, coins)
    num_emitted = (tokens >= 0).sum()
    return tokens, accept, num_emitted
