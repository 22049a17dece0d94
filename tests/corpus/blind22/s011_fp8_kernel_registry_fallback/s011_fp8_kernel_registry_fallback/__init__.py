"""FP8 GEMM kernels selected from a registry keyed by (quant type, out dtype, backend)."""
from . import kernels  # noqa: F401  (populates the registry)
from .registry import KernelRegistry

__all__ = ["KernelRegistry"]
