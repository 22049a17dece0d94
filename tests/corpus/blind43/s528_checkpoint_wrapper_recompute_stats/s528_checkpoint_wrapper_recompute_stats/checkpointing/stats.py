"""Counters that tell how much work activation recomputation costs."""
from collections import defaultdict

import torch

_RECOMPUTE_NUMEL = defaultdict(int)
_RECOMPUTE_CALLS = defaultdict(int)


@torch.compiler.disable
def record_checkpointed_region(name: str, *tensors: torch.Tensor) -> None:
    _RECOMPUTE_CALLS[name] += 1
    for t in tensors:
        if isinstance(t, torch.Tensor):
            _RECOMPUTE_NUMEL[name] += t.numel()


def recompute_summary() -> dict:
    return {k: (_RECOMPUTE_CALLS[k], _RECOMPUTE_NUMEL[k]) for k in _RECOMPUTE_CALLS}
