"""GEMM kernels by weight bit-width."""
from __future__ import annotations

import functools

import torch

from . import _ops  # noqa: F401  (registers corpus_k018::gptq_gemm)

_GEMM_KERNELS = {
    4: functools.partial(torch.ops.corpus_k018.gptq_gemm, bits=4),
    8: functools.partial(torch.ops.corpus_k018.gptq_gemm, bits=8),
}


def get_gemm_kernel(bits: int):
    try:
        return _GEMM_KERNELS[bits]
    except KeyError:
        raise ValueError(f"no GPTQ GEMM kernel for {bits}-bit weights") from None
