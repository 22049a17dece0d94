"""Model outputs: dataclasses that also behave like ordered dicts and tuples."""
from collections import OrderedDict
from dataclasses import dataclass, fields
from typing import Any, Optional

import torch


def is_tensor(x) -> bool:
    return isinstance(x, torch.Tensor)


class ModelOutput(OrderedDict):
    def __post_init__(self):
        class_fields = fields(self)
        first_field = getattr(self, class_fields[0].name)
        other_fields_are_none = all(getattr(self, f.name) is None for f in class_fields[1:])
        if other_fields_are_none and not is_tensor(first_field) and isinstance(first_field, dict):
            for key, value in first_field.items():
                self[key] = value
            return
        for f in class_fields:
            v = getattr(self, f.name)
            if v is not None:
                self[f.name] = v

    def __getitem__(self, k):
        if isinstance(k, str):
            return dict(self.items())[k]
        return self.to_tuple()[k]

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        super().__setattr__(key, value)

    def to_tuple(self) -> tuple[Any, ...]:
        return tuple(self[k] for k in self.keys())


@dataclass
class CausalLMOutputWithPast(ModelOutput):
    loss: Optional[torch.FloatTensor] = None
    logits: Optional[torch.FloatTensor] = None
    past_key_values: Optional[Any] = None
    hidden_states: Optional[tuple[torch.FloatTensor, ...]] = None
