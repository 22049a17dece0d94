from .grouped_gemm import GROUPED_GEMM_BACKEND, grouped_mm

__all__ = ["GROUPED_GEMM_BACKEND", "grouped_mm"]
