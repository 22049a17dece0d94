import functools
import threading
from typing import List, Optional

import torch

from .envs import envs

_local = threading.local()


@functools.lru_cache(maxsize=None)
def str_to_dtype(name: str) -> torch.dtype:
    dtype = getattr(torch, name.replace("torch.", ""), None)
    if not isinstance(dtype, torch.dtype):
        raise ValueError(f"unknown dtype string {name!r}")
    return dtype


def _override_stack() -> List[torch.dtype]:
    stack = getattr(_local, "act_dtype_stack", None)
    if stack is None:
        stack = []
        _local.act_dtype_stack = stack
    return stack


class override_act_dtype:
    def __init__(self, dtype: Optional[torch.dtype]) -> None:
        self.dtype = dtype

    def __enter__(self) -> "override_act_dtype":
        if self.dtype is not None:
            _override_stack().append(self.dtype)
        return self

    def __exit__(self, *exc) -> None:
        if self.dtype is not None:
            _override_stack().pop()


def current_act_dtype() -> torch.dtype:
    stack = _override_stack()
    if stack:
        return stack[-1]
    return str_to_dtype(envs.QUANT_ACT_DTYPE)


def fp8_max(dtype: torch.dtype) -> float:
    return torch.finfo(dtype).max
