from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Dict, Optional

import torch


class OutputMixin:
    """Shared helpers for the per-step output containers."""

    def to_dict(self) -> Dict[str, Any]:
        return dataclasses.asdict(self)

    def non_empty(self) -> Dict[str, Any]:
        return {k: v for k, v in self.to_dict().items() if v is not None}

    def num_fields_set(self) -> int:
        return sum(getattr(self, f.name) is not None for f in dataclasses.fields(self))


@dataclass
class LogitsProcessorOutput(OutputMixin):
    next_token_logits: torch.Tensor
    next_token_logprobs: Optional[torch.Tensor] = None
    hidden_states: Optional[torch.Tensor] = None


@dataclass
class LogitsMetadata:
    return_logprob: bool = False
    capture_hidden: bool = False
    temperature: float = 1.0
    final_logit_softcapping: Optional[float] = None

    @classmethod
    def for_decode(cls, return_logprob: bool, capture_hidden: bool) -> "LogitsMetadata":
        return cls(return_logprob=return_logprob, capture_hidden=capture_hidden)
