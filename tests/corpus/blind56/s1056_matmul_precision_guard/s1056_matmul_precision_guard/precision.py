import functools
from typing import Callable, Optional, TypeVar

import torch

F = TypeVar("F", bound=Callable)

_VALID_PRECISIONS = ("highest", "high", "medium")


class MatmulPrecision:
    """Temporarily override ``torch.backends`` fp32 matmul precision."""

    def __init__(self, precision: Optional[str]) -> None:
        if precision is not None and precision not in _VALID_PRECISIONS:
            raise ValueError(f"invalid fp32 matmul precision {precision!r}")
        self.precision = precision
        self._prev: Optional[str] = None

    def __enter__(self) -> "MatmulPrecision":
        if self.precision is None:
            return self
        self._prev = torch.get_float32_matmul_precision()
        if self._prev != self.precision:
            torch.set_float32_matmul_precision(self.precision)
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if self._prev is not None and self._prev != self.precision:
            torch.set_float32_matmul_precision(self._prev)
        self._prev = None
        return False


def with_matmul_precision(precision: Optional[str]) -> Callable[[F], F]:
    def decorator(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with MatmulPrecision(precision):
                return fn(*args, **kwargs)

        return wrapper  # type: ignore[return-value]

    return decorator
