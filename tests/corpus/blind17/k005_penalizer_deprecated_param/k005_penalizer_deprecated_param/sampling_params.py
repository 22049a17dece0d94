from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .utils import warn_deprecated_field

_SAMPLING_EPS = 1e-6


@dataclass
class SamplingParams:
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = -1
    frequency_penalty: float = 0.0
    presence_penalty: float = 0.0
    repetition_penalty: float = 1.0
    # legacy OpenAI-compat knob, folded into frequency_penalty
    freq_penalty_scale: Optional[float] = None

    def is_greedy(self) -> bool:
        return self.temperature < _SAMPLING_EPS or self.top_k == 1

    def effective_frequency_penalty(self) -> float:
        if self.freq_penalty_scale is not None:
            warn_deprecated_field("freq_penalty_scale", "frequency_penalty")
            return self.frequency_penalty * self.freq_penalty_scale
        return self.frequency_penalty
