from __future__ import annotations

import dataclasses
from typing import Optional


@dataclasses.dataclass(frozen=True)
class SpecDecodeConfig:
    """Static configuration of the speculative decoding worker."""

    num_speculative_tokens: int = 3
    acceptance_method: str = "rejection_sampler"
    posterior_threshold: float = 0.09
    posterior_alpha: float = 0.3
    draft_vocab_size: Optional[int] = None
    disable_bonus_tokens: bool = False

    def __post_init__(self):
        if self.num_speculative_tokens <= 0:
            raise ValueError("num_speculative_tokens must be positive")
        if self.acceptance_method not in ("rejection_sampler", "typical_acceptance_sampler"):
            raise ValueError(f"unknown acceptance method {self.acceptance_method!r}")

    @property
    def num_lookahead_slots(self) -> int:
        return self.num_speculative_tokens + 1
