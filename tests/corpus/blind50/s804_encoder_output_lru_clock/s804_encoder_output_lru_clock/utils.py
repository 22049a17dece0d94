import time
from typing import Callable, TypeVar

T = TypeVar("T")


def monotonic_ms() -> int:
    return int(time.monotonic() * 1000)


def cdiv(a: int, b: int) -> int:
    return -(a // -b)


def maybe_call(fn: Callable[[], T], default: T) -> T:
    return fn() if fn is not None else default
