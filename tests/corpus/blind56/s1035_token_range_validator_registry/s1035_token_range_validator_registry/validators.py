from dataclasses import dataclass
from typing import Callable, Dict

import torch

from .errors import PositionMismatchError, TokenOutOfRangeError


@dataclass(frozen=True)
class ValidationContext:
    vocab_size: int
    max_position: int
    org_vocab_start: int = 0


Validator = Callable[[torch.Tensor, torch.Tensor, ValidationContext], None]
_VALIDATORS: Dict[str, Validator] = {}


def register_validator(name: str):
    def decorator(fn: Validator) -> Validator:
        if name in _VALIDATORS:
            raise KeyError(f"validator {name!r} already registered")
        _VALIDATORS[name] = fn
        return fn

    return decorator


def get_validator(name: str) -> Validator:
    return _VALIDATORS[name]


@register_validator("positions")
def check_positions(input_ids: torch.Tensor, positions: torch.Tensor, ctx: ValidationContext) -> None:
    if positions.shape != input_ids.shape:
        raise PositionMismatchError(
            f"positions {tuple(positions.shape)} vs input_ids {tuple(input_ids.shape)}"
        )


@register_validator("token_range")
def check_token_range(input_ids: torch.Tensor, positions: torch.Tensor, ctx: ValidationContext) -> None:
    local_ids = input_ids - ctx.org_vocab_start
    out_of_range = (local_ids < 0) | (local_ids >= ctx.vocab_size)
    if out_of_range.any():
        raise TokenOutOfRangeError(f"token ids outside [0, {ctx.vocab_size})")


@register_validator("dtype")
def check_dtype(input_ids: torch.Tensor, positions: torch.Tensor, ctx: ValidationContext) -> None:
    if input_ids.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"input_ids must be an integer tensor, got {input_ids.dtype}")
