"""mxfp4 kernels, registered per (op, arch) when this module is imported."""
import functools
import warnings
from typing import Callable, Dict, Tuple

import torch

from . import env

KERNELS: Dict[Tuple[str, str], Callable] = {}
FP4_E2M1_LUT = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0])


def register(op: str, *archs: str):
    def deco(fn):
        for arch in archs:
            if (op, arch) in KERNELS:
                warnings.warn(f"overriding kernel {op} for {arch}")
            KERNELS[(op, arch)] = fn
        return fn

    return deco


@functools.lru_cache(maxsize=None)
def padded_k(k: int, block: int) -> int:
    return (k + block - 1) // block * block


@register("mxfp4_gemm", "cpu", "sm80", "sm89")
def mxfp4_gemm_emulated(x, codes, e8m0_scales, block: int):
    k_pad = padded_k(x.shape[-1], block)
    if k_pad != x.shape[-1]:
        x = torch.nn.functional.pad(x, (0, k_pad - x.shape[-1]))
    w = FP4_E2M1_LUT.to(x.dtype)[codes.long()]
    scales = torch.exp2(e8m0_scales.float() - 127.0).repeat_interleave(block, dim=-1)
    return x @ (w * scales).t()


def get_kernel(op: str) -> Callable:
    try:
        return KERNELS[(op, env.ARCH)]
    except KeyError:
        warnings.warn(f"no {op} kernel for {env.ARCH}, using the cpu emulation")
        return KERNELS[(op, "cpu")]
