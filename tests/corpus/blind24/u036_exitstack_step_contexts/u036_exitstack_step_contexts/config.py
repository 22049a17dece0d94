from __future__ import annotations

import dataclasses
import enum


class Phase(enum.Enum):
    PREFILL = "prefill"
    DECODE = "decode"


@dataclasses.dataclass
class EngineConfig:
    hidden: int = 24
    num_layers: int = 2
    inference_mode: bool = True
    autocast_dtype: object = None  # e.g. torch.bfloat16; None disables autocast
    deterministic_reductions: bool = False
    phase: Phase = Phase.DECODE
