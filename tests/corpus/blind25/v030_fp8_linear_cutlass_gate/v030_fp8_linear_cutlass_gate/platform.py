"""Capability probe, evaluated once at import."""
from __future__ import annotations

import ctypes
import functools
import subprocess

import torch

from . import envs


def _device_sm() -> int:
    if not torch.cuda.is_available():
        return 0
    major, minor = torch.cuda.get_device_capability()
    return major * 10 + minor


DEVICE_SM = _device_sm()
CUTLASS_FP8_SUPPORTED = DEVICE_SM >= 89 and not envs.CORPUS_V030_DISABLE_CUTLASS
FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


@functools.cache
def cutlass_module() -> ctypes.CDLL:
    """Loads the prebuilt scaled-mm library; checks the toolkit it was built against."""
    release = subprocess.check_output(["nvcc", "--version"], text=True).strip().splitlines()[-1]
    if "12." not in release:
        raise RuntimeError(f"CUTLASS fp8 kernels need CUDA 12, found {release!r}")
    return ctypes.CDLL(envs.CORPUS_V030_CUTLASS_LIB)


def cutlass_scaled_mm(a_q, b_q, scale_a, scale_b, out_dtype):
    out = torch.empty(a_q.shape[0], b_q.shape[1], dtype=out_dtype, device=a_q.device)
    cutlass_module().cutlass_scaled_mm(
        ctypes.c_void_p(out.data_ptr()), ctypes.c_void_p(a_q.data_ptr()), ctypes.c_void_p(b_q.data_ptr()),
        ctypes.c_void_p(scale_a.data_ptr()), ctypes.c_void_p(scale_b.data_ptr()),
        a_q.shape[0], b_q.shape[1], a_q.shape[1],
    )
    return out
