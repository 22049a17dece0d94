import functools
from typing import Callable

import torch

from .mem_pool import LoRAMemoryPool


def with_resident_adapters(pool_getter: Callable[[], LoRAMemoryPool]):
    """Translate request adapter ids into pool slots before running ``fn``."""

    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(hidden_states: torch.Tensor, adapter_ids: torch.Tensor, *args, **kwargs):
            pool = pool_getter()
            slot_indices = pool.ensure_resident(adapter_ids)
            return fn(hidden_states, slot_indices, pool, *args, **kwargs)

        return wrapper

    return decorator
