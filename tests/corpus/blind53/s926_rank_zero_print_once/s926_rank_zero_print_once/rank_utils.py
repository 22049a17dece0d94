import functools
import os
from typing import Callable, Optional, Set, TypeVar

import torch.distributed as dist

T = TypeVar("T")

_PRINTED: Set[str] = set()


def get_global_rank() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_rank()
    return int(os.environ.get("RANK", "0"))


def rank_zero_only(fn: Callable[..., T]) -> Callable[..., Optional[T]]:
    """Run ``fn`` on global rank 0 only; other ranks get ``None``."""

    @functools.wraps(fn)
    def wrapped(*args, **kwargs) -> Optional[T]:
        if get_global_rank() == 0:
            return fn(*args, **kwargs)
        return None

    return wrapped


@rank_zero_only
def print_rank0_once(msg: str, prefix: str = "[moe]") -> None:
    if msg in _PRINTED:
        return
    _PRINTED.add(msg)
    print(f"{prefix} {msg}", flush=True)
