from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Optional

_SAMPLING_EPS = 1e-5


@dataclass
class SamplingParams:
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = -1
    min_p: float = 0.0
    seed: Optional[int] = None
    stop_token_ids: List[int] = field(default_factory=list)

    def __post_init__(self):
        if self.temperature < 0.0:
            raise ValueError("temperature must be non-negative")
        if not 0.0 < self.top_p <= 1.0:
            raise ValueError("top_p must be in (0, 1]")
        if self.top_k == 0 or self.top_k < -1:
            raise ValueError("top_k must be -1 (disable) or at least 1")
        if self.temperature < _SAMPLING_EPS:
            # greedy
            self.top_p, self.top_k, self.min_p = 1.0, -1, 0.0

    @property
    def is_greedy(self) -> bool:
        return self.temperature < _SAMPLING_EPS
