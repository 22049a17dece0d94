from __future__ import annotations

import os
import warnings
from dataclasses import dataclass


@dataclass(frozen=True)
class PenaltyConfig:
    # host-side validation of penalty tensors; costs a device sync per step
    strict_validation: bool = False
    # clamp the logits after penalties so a huge frequency penalty cannot give -inf rows
    min_logit: float = -1e4
    apply_repetition_to_prompt: bool = True

    @classmethod
    def from_env(cls) -> "PenaltyConfig":
        strict = os.environ.get("SAMPLER_STRICT_PENALTIES", "0") == "1"
        if "VLLM_PENALTY_CLAMP" in os.environ:
            warnings.warn(
                "VLLM_PENALTY_CLAMP is deprecated, use SAMPLER_PENALTY_MIN_LOGIT",
                DeprecationWarning,
                stacklevel=2,
            )
        min_logit = float(os.environ.get("SAMPLER_PENALTY_MIN_LOGIT", "-1e4"))
        return cls(strict_validation=strict, min_logit=min_logit)


PENALTY_CONFIG = PenaltyConfig()
