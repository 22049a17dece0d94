from __future__ import annotations

import os

import torch

from . import poolers

POOLING_MODE = os.environ.get("EMBED_POOLING", "mean")
_pool = poolers.get_pooler(POOLING_MODE)


@torch.compile(fullgraph=True)
def embed(hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    pooled = _pool(hidden_states, attention_mask)
    return poolers.normalize(pooled)
