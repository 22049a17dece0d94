"""Kernel table: (activation dtype, granularity) -> quant function."""
from __future__ import annotations

import functools
import warnings
from typing import Callable

import torch

from . import fp8_kernels as K

QuantFn = Callable[[torch.Tensor], tuple[torch.Tensor, torch.Tensor]]

_QUANT_DISPATCH: dict[tuple[torch.dtype, str], QuantFn] = {
    (torch.float32, "tensor"): K.quant_per_tensor,
    (torch.float32, "token"): K.quant_per_token,
    # half inputs are upcast first: their range overflows before fp8 does
    (torch.float16, "tensor"): functools.partial(K.quant_per_tensor, upcast=True),
    (torch.float16, "token"): functools.partial(K.quant_per_token, upcast=True),
    (torch.bfloat16, "tensor"): functools.partial(K.quant_per_tensor, upcast=True),
    (torch.bfloat16, "token"): functools.partial(K.quant_per_token, upcast=True),
}


def get_quant_fn(dtype: torch.dtype, granularity: str) -> QuantFn:
    fn = _QUANT_DISPATCH.get((dtype, granularity))
    if fn is None:
        warnings.warn(f"no fp8 quant kernel for {dtype}/{granularity}; check the checkpoint config")
        raise NotImplementedError(f"fp8 quant: unsupported {dtype} / {granularity}")
    return fn


def output_dtype_for(dtype: torch.dtype) -> torch.dtype:
    return {torch.float8_e4m3fn: torch.bfloat16}.get(dtype, dtype)
