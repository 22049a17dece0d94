"""Output containers shared by all towers."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Optional, Tuple

import torch


@dataclass
class ModelOutput:
    """Base class: attribute access plus a tuple view for legacy callers."""

    def __getitem__(self, idx):
        return self.to_tuple()[idx]

    def to_tuple(self) -> Tuple:
        # drop unset optional fields so positional indexing stays stable
        return tuple(v for v in dataclasses.astuple(self) if v is not None)


@dataclass
class BaseModelOutputWithPooling(ModelOutput):
    last_hidden_state: Optional[torch.Tensor] = None
    pooler_output: Optional[torch.Tensor] = None
    hidden_states: Optional[Tuple[torch.Tensor, ...]] = None
