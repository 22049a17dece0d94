from dataclasses import dataclass
from typing import Optional

import torch

from .matryoshka import MatryoshkaConfig, MatryoshkaTruncation


@dataclass(frozen=True)
class EmbeddingRequestDefaults:
    # OpenAI-compatible ``dimensions`` parameter applied to every request of this deployment
    dimensions: Optional[int] = 3
    pooling: str = "mean"


DEFAULTS = EmbeddingRequestDefaults()
_TRUNCATE = MatryoshkaTruncation(MatryoshkaConfig())


def _mean_pool(hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    mask = attention_mask.unsqueeze(-1).type_as(hidden_states)
    return (hidden_states * mask).sum(1) / mask.sum(1).clamp_min(1.0)


@torch.compile(fullgraph=True)
def encode_truncated(hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    pooled = _mean_pool(hidden_states, attention_mask)
    return _TRUNCATE(pooled, DEFAULTS.dimensions)
