from dataclasses import dataclass, fields
from typing import Optional

import torch


class ModelOutput:
    """Dataclass base that can also be unpacked like a tuple of its non-None fields."""

    def to_tuple(self):
        return tuple(getattr(self, f.name) for f in fields(self) if getattr(self, f.name) is not None)

    def __getitem__(self, idx):
        if isinstance(idx, str):
            return getattr(self, idx)
        return self.to_tuple()[idx]


@dataclass
class BaseModelOutput(ModelOutput):
    last_hidden_state: Optional[torch.Tensor] = None
    hidden_states: Optional[tuple] = None
    attentions: Optional[tuple] = None
