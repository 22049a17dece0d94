"""Weight-only-quant GEMM kernel registry, highest priority first."""
from typing import Dict, List, Type

import torch

_REGISTRY: Dict[str, type] = {}
_PRIORITY: List[str] = []


def register_woq_kernel(name: str, priority: int):
    def deco(cls):
        cls.kernel_name = name
        cls.priority = priority
        _REGISTRY[name] = cls
        _PRIORITY.append(name)
        _PRIORITY.sort(key=lambda n: -_REGISTRY[n].priority)
        return cls

    return deco


def select_woq_kernel(n: int, k: int, act_dtype: torch.dtype, group_size: int) -> type:
    for name in _PRIORITY:
        cls = _REGISTRY[name]
        if cls.can_implement(n, k, act_dtype, group_size):
            return cls
    raise ValueError(f"no WOQ kernel for n={n} k={k} dtype={act_dtype}")
