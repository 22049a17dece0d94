from __future__ import annotations

import enum
from dataclasses import dataclass, field

import torch


class SpeculativeAlgorithm(enum.IntEnum):
    NONE = 0
    EAGLE = 1
    EAGLE3 = 2
    NGRAM = 3

    def is_eagle(self) -> bool:
        return self in (SpeculativeAlgorithm.EAGLE, SpeculativeAlgorithm.EAGLE3)


@dataclass
class SpecConfig:
    algorithm: SpeculativeAlgorithm = SpeculativeAlgorithm.EAGLE
    num_steps: int = 3
    topk: int = 1
    num_draft_tokens: int = 4
    accept_threshold_single: float = 1.0


@dataclass
class VerifyOutput:
    accepted_tokens: torch.Tensor
    accept_mask: torch.Tensor
    bonus_token: torch.Tensor | None = None
    extra: dict = field(default_factory=dict)
