"""FP4 GEMM backend table, resolved once from the environment at import."""
from __future__ import annotations

import os

import torch

from . import fp4_ops  # noqa: F401  (registers corpus_r020 ops)


def _emulated_fp4_gemm(x_packed, x_scales, w_packed, w_scales, out_dtype):
    x = torch.ops.corpus_r020.dequantize_nvfp4(x_packed, x_scales)
    w = torch.ops.corpus_r020.dequantize_nvfp4(w_packed, w_scales)
    return (x @ w.t()).to(out_dtype)


_FP4_GEMM_BACKENDS = {
    "emulated": _emulated_fp4_gemm,
}

FP4_BACKEND = os.environ.get("R020_FP4_GEMM_BACKEND", "emulated")
if FP4_BACKEND not in _FP4_GEMM_BACKENDS:
    raise RuntimeError(f"unknown fp4 gemm backend {FP4_BACKEND!r}")
fp4_gemm = _FP4_GEMM_BACKENDS[FP4_BACKEND]
