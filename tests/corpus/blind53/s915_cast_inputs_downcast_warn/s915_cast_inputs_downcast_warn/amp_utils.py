import functools
import warnings
from typing import Any, Callable

import torch

_PRECISION_RANK = {
    torch.float64: 3,
    torch.float32: 2,
    torch.bfloat16: 1,
    torch.float16: 1,
}


def _is_downcast(src: torch.dtype, dst: torch.dtype) -> bool:
    return _PRECISION_RANK.get(src, 0) > _PRECISION_RANK.get(dst, 0)


def _cast_tensor(value: Any, dtype: torch.dtype) -> Any:
    if not isinstance(value, torch.Tensor) or not value.is_floating_point():
        return value
    if value.dtype == dtype:
        return value
    if _is_downcast(value.dtype, dtype):
        warnings.warn(
            f"Casting activation from {value.dtype} to {dtype}; "
            "values above the fp16 range will saturate.",
            RuntimeWarning,
            stacklevel=3,
        )
    return value.to(dtype)


def cast_inputs(dtype_attr: str = "compute_dtype") -> Callable:
    """Cast floating-point positional arguments to ``getattr(self, dtype_attr)``."""

    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(self, *args, **kwargs):
            dtype = getattr(self, dtype_attr)
            args = tuple(_cast_tensor(a, dtype) for a in args)
            return fn(self, *args, **kwargs)

        return wrapper

    return decorator
