"""Dispatch table for quantised GEMM kernels (int8 w8a8, fp8 w8a8, w4a16)."""
from . import kernels  # noqa: F401  (populates the dispatch table)
