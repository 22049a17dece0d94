"""Block-scaled GEMM with a heuristic autotuner over a static config table."""
from .gemm import scaled_mm

__all__ = ["scaled_mm"]
