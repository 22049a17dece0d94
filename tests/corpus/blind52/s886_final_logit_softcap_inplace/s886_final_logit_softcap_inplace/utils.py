import functools
from typing import Callable, TypeVar

import torch

F = TypeVar("F", bound=Callable)


def eager_kernel(fn: F) -> F:
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return torch.compiler.disable(wrapper)


def soft_cap_reference(x: torch.Tensor, cap: float) -> torch.Tensor:
    return torch.tanh(x / cap) * cap


@eager_kernel
def soft_cap_(x: torch.Tensor, cap: float) -> torch.Tensor:
    x.div_(cap)
    x.tanh_()
    x.mul_(cap)
    return x


def divide(numerator: int, denominator: int) -> int:
    assert numerator % denominator == 0, f"{numerator} is not divisible by {denominator}"
    return numerator // denominator
