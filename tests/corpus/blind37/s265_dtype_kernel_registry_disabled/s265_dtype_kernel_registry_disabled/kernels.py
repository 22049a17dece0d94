"""Dequant-GEMM kernel registry keyed by the weight storage dtype."""
from typing import Callable, Dict

import torch

KERNELS: Dict[torch.dtype, Callable] = {}


def register_kernel(dtype: torch.dtype):
    def deco(fn):
        KERNELS[dtype] = fn
        return fn

    return deco


@register_kernel(torch.int8)
def int8_gemm(x, qweight, scales):
    return (x @ qweight.float().t()) * scales


@register_kernel(torch.bfloat16)
def bf16_gemm(x, qweight, scales):
    return (x.to(torch.bfloat16) @ qweight.t()).float() * scales


@torch.compiler.disable
def _warn_fallback(dtype: torch.dtype) -> None:
    # keep noisy fallback logging out of compiled graphs
    import warnings

    warnings.warn(f"no fused kernel for {dtype}, using reference path")


def reference_gemm(x, qweight, scales):
    return (x @ qweight.float().t()) * scales


def select_kernel(dtype: torch.dtype) -> Callable:
    fn = KERNELS.get(dtype)
    if fn is None:
        _warn_fallback(dtype)
        fn = reference_gemm
    return fn
