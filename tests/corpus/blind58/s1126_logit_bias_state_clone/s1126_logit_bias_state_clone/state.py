from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import List, Optional

import torch


@dataclass
class BiasState:
    logit_bias: Optional[torch.Tensor] = None
    scale: float = 1.0
    banned_token_ids: List[int] = field(default_factory=list)

    def clone(self) -> "BiasState":
        return copy.deepcopy(self)

    @classmethod
    def from_dict(cls, bias: dict, vocab_size: int) -> "BiasState":
        t = torch.zeros(vocab_size)
        for token_id, value in bias.items():
            t[int(token_id)] = float(value)
        return cls(logit_bias=t)


@dataclass
class PenaltyState:
    repetition_penalty: float = 1.0
    frequency_penalty: float = 0.0
    presence_penalty: float = 0.0

    @property
    def is_noop(self) -> bool:
        return (
            self.repetition_penalty == 1.0
            and self.frequency_penalty == 0.0
            and self.presence_penalty == 0.0
        )
