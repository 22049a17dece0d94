from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class SamplingConfig:
    method: str = "greedy"
    temperature: float = 1.0
    top_k: int = -1
    seed: Optional[int] = None

    def __post_init__(self) -> None:
        if self.temperature < 0:
            raise ValueError("temperature must be non-negative")
        if self.method not in ("greedy", "random", "seeded"):
            raise ValueError(f"unknown sampling method {self.method!r}")

    @property
    def is_greedy(self) -> bool:
        return self.method == "greedy" or self.temperature == 0.0
