from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import torch


@dataclass
class RequestSamplingParams:
    temperature: float = 1.0
    top_k: int = -1
    seed: Optional[int] = None


@dataclass
class SamplingMetadata:
    temperature: torch.Tensor
    top_k: Optional[torch.Tensor]
    all_greedy: bool
    # row index -> generator, only for requests that asked for a seed
    generators: dict[int, torch.Generator] = field(default_factory=dict)

    @classmethod
    def from_params(cls, params: list[RequestSamplingParams], vocab_size: int) -> "SamplingMetadata":
        temps = torch.tensor([p.temperature for p in params], dtype=torch.float32)
        if any(p.top_k > 0 for p in params):
            top_k = torch.tensor([p.top_k if p.top_k > 0 else vocab_size for p in params])
        else:
            top_k = None
        generators = {}
        for row, p in enumerate(params):
            if p.seed is not None:
                generators[row] = torch.Generator().manual_seed(p.seed)
        return cls(
            temperature=temps,
            top_k=top_k,
            all_greedy=all(p.temperature == 0.0 for p in params),
            generators=generators,
        )
