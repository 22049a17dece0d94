from collections import OrderedDict
from dataclasses import dataclass, fields
from typing import Any, Optional, Tuple

import torch


class ModelOutput(OrderedDict):
    """Dict/tuple hybrid returned by transformers-style models."""

    def __post_init__(self):
        for field in fields(self):
            value = getattr(self, field.name)
            if value is not None:
                self[field.name] = value

    def __getitem__(self, key):
        if isinstance(key, str):
            return dict(self.items())[key]
        return self.to_tuple()[key]

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        super().__setattr__(key, value)

    def __setattr__(self, name, value):
        if name in self.keys() and value is not None:
            super().__setitem__(name, value)
        super().__setattr__(name, value)

    def to_tuple(self) -> Tuple[Any, ...]:
        return tuple(self[k] for k in self.keys())


@dataclass
class BaseModelOutputWithPooling(ModelOutput):
    last_hidden_state: Optional[torch.Tensor] = None
    pooler_output: Optional[torch.Tensor] = None
    hidden_states: Optional[Tuple[torch.Tensor, ...]] = None
    attentions: Optional[Tuple[torch.Tensor, ...]] = None
