"""Shape-keyed autotuner for a blocked GEMM kernel (Triton ``@autotune`` style)."""
