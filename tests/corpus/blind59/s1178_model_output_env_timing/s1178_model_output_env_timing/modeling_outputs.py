from collections import OrderedDict
from dataclasses import dataclass, fields
from typing import Any, Optional, Tuple

import torch


class ModelOutput(OrderedDict):
    def __post_init__(self):
        for f in fields(self):
            value = getattr(self, f.name)
            if value is not None:
                self[f.name] = value

    def __getitem__(self, key):
        if isinstance(key, str):
            return dict(self.items())[key]
        return self.to_tuple()[key]

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        super().__setattr__(key, value)

    def to_tuple(self) -> Tuple[Any, ...]:
        return tuple(self[k] for k in self.keys())


@dataclass
class CausalLMOutputWithPast(ModelOutput):
    loss: Optional[torch.Tensor] = None
    logits: Optional[torch.Tensor] = None
    past_key_values: Optional[Tuple[torch.Tensor, ...]] = None
    hidden_states: Optional[torch.Tensor] = None
