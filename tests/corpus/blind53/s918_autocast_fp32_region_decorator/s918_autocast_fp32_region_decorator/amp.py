import functools
from typing import Callable, Optional

import torch


def current_autocast_dtype(device_type: str) -> Optional[torch.dtype]:
    if not torch.is_autocast_enabled(device_type):
        return None
    return torch.get_autocast_dtype(device_type)


def fp32_region(device_type: str = "cpu") -> Callable:
    """Run the wrapped function with autocast disabled and fp32 inputs.

    Used for numerically sensitive pieces (router logits, rotary tables,
    softmax over long contexts) inside an otherwise bf16 forward.
    """

    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            outer_dtype = current_autocast_dtype(device_type)
            args = tuple(a.float() if isinstance(a, torch.Tensor) and a.is_floating_point() else a for a in args)
            with torch.autocast(device_type=device_type, enabled=False):
                out = fn(*args, **kwargs)
            if outer_dtype is not None:
                out = out.to(outer_dtype)
            return out

        return wrapper

    return decorator


def autocast_region(dtype: torch.dtype, device_type: str = "cpu") -> Callable:
    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with torch.autocast(device_type=device_type, dtype=dtype):
                return fn(*args, **kwargs)

        return wrapper

    return decorator
