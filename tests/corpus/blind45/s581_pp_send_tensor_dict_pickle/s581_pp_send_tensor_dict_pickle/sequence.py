from dataclasses import dataclass
from typing import Dict

import torch


@dataclass
class IntermediateTensors:
    """Tensors handed from one pipeline stage to the next (hidden states, residual, ...)."""

    tensors: Dict[str, torch.Tensor]

    def __getitem__(self, key):
        if isinstance(key, str):
            return self.tensors[key]
        if isinstance(key, slice):
            return self.__class__({k: v[key] for k, v in self.tensors.items()})
        raise TypeError(f"unsupported key type {type(key)}")

    def __setitem__(self, key: str, value: torch.Tensor):
        self.tensors[key] = value

    def items(self):
        return self.tensors.items()

    def __len__(self):
        return len(self.tensors)
