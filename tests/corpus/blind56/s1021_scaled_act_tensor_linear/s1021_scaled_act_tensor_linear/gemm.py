"""Matmul handlers for ScaledActivation inputs."""
import warnings

import torch
import torch.nn.functional as F

from .scaled_tensor import implements, plain_call

_HAS_SCALED_MM = hasattr(torch, "_scaled_mm") and torch.cuda.is_available()
_FALLBACK_WARNED = False


def _warn_fallback_once(reason: str) -> None:
    global _FALLBACK_WARNED
    if _FALLBACK_WARNED:
        return
    _FALLBACK_WARNED = True
    warnings.warn(
        f"scaled GEMM unavailable ({reason}); using dequantized F.linear",
        RuntimeWarning,
        stacklevel=3,
    )


def _scaled_mm_linear(x: torch.Tensor, weight: torch.Tensor, bias):
    out = torch._scaled_mm(
        x.to(torch.float8_e4m3fn),
        weight.t().to(torch.float8_e4m3fn),
        scale_a=torch.ones((), device=x.device),
        scale_b=torch.ones((), device=x.device),
        out_dtype=weight.dtype,
    )
    if bias is not None:
        out = out + bias
    return out


@implements(F.linear)
def scaled_linear(input, weight, bias=None):
    if _HAS_SCALED_MM and input.is_cuda:
        return plain_call(_scaled_mm_linear, input, weight, bias)
    _warn_fallback_once("no CUDA device" if not input.is_cuda else "torch too old")
    return plain_call(F.linear, input, weight, bias)
