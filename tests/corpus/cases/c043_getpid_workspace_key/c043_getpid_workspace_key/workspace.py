import os

import torch

_CACHE: dict = {}


def workspace_for(t: torch.Tensor) -> torch.Tensor:
    key = (os.getpid(), t.dtype, t.shape[-1])
    if key not in _CACHE:
        _CACHE[key] = torch.zeros(t.shape[-1], dtype=t.dtype)
    return _CACHE[key]
