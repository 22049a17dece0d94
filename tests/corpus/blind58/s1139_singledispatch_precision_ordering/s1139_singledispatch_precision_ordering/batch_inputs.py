from functools import singledispatch
from typing import Dict, List

import torch


@singledispatch
def to_hidden_batch(inputs, hidden_size: int) -> torch.Tensor:
    raise TypeError(f"cannot build a hidden batch from {type(inputs).__name__}")


@to_hidden_batch.register
def _(inputs: torch.Tensor, hidden_size: int) -> torch.Tensor:
    return inputs.reshape(-1, hidden_size)


@to_hidden_batch.register
def _(inputs: list, hidden_size: int) -> torch.Tensor:
    return torch.cat([to_hidden_batch(t, hidden_size) for t in inputs], dim=0)


@to_hidden_batch.register
def _(inputs: dict, hidden_size: int) -> torch.Tensor:
    print(f"[to_hidden_batch] flattening keys {sorted(inputs)}")
    return to_hidden_batch(list(inputs.values()), hidden_size)


def split_batch(hidden: torch.Tensor, sizes: List[int]) -> Dict[int, torch.Tensor]:
    return dict(enumerate(hidden.split(sizes, dim=0)))
