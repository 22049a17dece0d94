import dataclasses
from dataclasses import dataclass
from typing import Optional, Tuple

import torch


@dataclass
class ModelOutput:
    """Dataclass output that can also be indexed like a tuple of its non-None fields."""

    def keys(self):
        return [f.name for f in dataclasses.fields(self) if getattr(self, f.name) is not None]

    def __getitem__(self, key):
        if isinstance(key, str):
            return getattr(self, key)
        return self.to_tuple()[key]

    def to_tuple(self) -> Tuple:
        return tuple(v for v in dataclasses.astuple(self) if v is not None)


@dataclass
class BaseModelOutput(ModelOutput):
    last_hidden_state: Optional[torch.Tensor] = None
    hidden_states: Optional[Tuple[torch.Tensor, ...]] = None


@dataclass
class SequenceClassifierOutput(ModelOutput):
    logits: Optional[torch.Tensor] = None
    hidden_states: Optional[Tuple[torch.Tensor, ...]] = None
