import math
from collections import OrderedDict
from dataclasses import dataclass, fields
from typing import Optional

import torch


def torch_int(x):
    """Cast to int, keeping tensors symbolic while tracing for ONNX/TorchScript export."""
    return x.to(torch.int64) if torch.jit.is_tracing() and isinstance(x, torch.Tensor) else int(x)


def grid_size(num_positions: int) -> int:
    side = torch_int(math.sqrt(num_positions))
    if side * side != num_positions:
        raise ValueError(f"{num_positions} position embeddings do not form a square grid")
    return side


@dataclass
class BaseModelOutputWithPooling:
    last_hidden_state: torch.Tensor
    pooler_output: Optional[torch.Tensor] = None
    hidden_states: Optional[tuple] = None

    def to_tuple(self):
        return tuple(getattr(self, f.name) for f in fields(self) if getattr(self, f.name) is not None)

    def __getitem__(self, k):
        if isinstance(k, str):
            return getattr(self, k)
        return self.to_tuple()[k]
