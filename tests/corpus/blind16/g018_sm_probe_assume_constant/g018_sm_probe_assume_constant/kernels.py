"""GEMM kernels registered per (backend, weight dtype)."""
from typing import Callable, Dict, Tuple

import torch

from .device_info import get_compute_capability, toolchain_tag

_GEMM_REGISTRY: Dict[Tuple[str, torch.dtype], Callable] = {}


def register_gemm(backend: str, dtype: torch.dtype):
    def deco(fn):
        _GEMM_REGISTRY[(backend, dtype)] = fn
        return fn

    return deco


@register_gemm("cutlass_sm90", torch.int8)
@register_gemm("torch", torch.int8)
def _int8_gemm_ref(x, w, w_scale):
    return x @ (w.float() * w_scale).t()


@register_gemm("cutlass_sm90", torch.float8_e4m3fn)
@register_gemm("torch", torch.float8_e4m3fn)
def _fp8_gemm_ref(x, w, w_scale):
    return x @ (w.float() * w_scale).t()


def select_backend() -> str:
    major, minor = get_compute_capability()
    if toolchain_tag() == "cuda" and major >= 9:
        return "cutlass_sm90"
    return "torch"


def dispatch_gemm(x, w, w_scale):
    return _GEMM_REGISTRY[(select_backend(), w.dtype)](x, w, w_scale)
