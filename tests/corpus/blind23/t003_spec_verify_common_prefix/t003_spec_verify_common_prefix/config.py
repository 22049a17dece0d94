from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SpeculativeConfig:
    num_speculative_tokens: int = 4
    draft_model: str = "tiny-draft"
    # commit the same number of tokens for every request so the KV cache
    # write-back stays rectangular (no per-row scatter)
    rectangular_commit: bool = True
    posterior_threshold: float = 0.0

    def __post_init__(self) -> None:
        if self.num_speculative_tokens <= 0:
            raise ValueError("num_speculative_tokens must be positive")
