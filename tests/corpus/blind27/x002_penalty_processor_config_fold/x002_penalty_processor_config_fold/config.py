from __future__ import annotations

import math
import os
from dataclasses import dataclass


def _env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return float(raw) if raw else default


@dataclass(frozen=True)
class PenaltyConfig:
    repetition_penalty: float = 1.1
    frequency_penalty: float = 0.2
    presence_penalty: float = 0.0
    temperature: float = 0.7
    # penalties below this magnitude are treated as disabled
    eps: float = 1e-6

    @property
    def use_repetition(self) -> bool:
        return not math.isclose(self.repetition_penalty, 1.0, abs_tol=self.eps)

    @property
    def use_frequency(self) -> bool:
        return abs(self.frequency_penalty) > self.eps

    @property
    def use_presence(self) -> bool:
        return abs(self.presence_penalty) > self.eps

    @property
    def inv_temperature(self) -> float:
        return 1.0 / max(self.temperature, self.eps)

    @classmethod
    def from_env(cls) -> "PenaltyConfig":
        return cls(
            repetition_penalty=_env_float("SERVE_REP_PENALTY", 1.1),
            frequency_penalty=_env_float("SERVE_FREQ_PENALTY", 0.2),
            presence_penalty=_env_float("SERVE_PRES_PENALTY", 0.0),
        )
