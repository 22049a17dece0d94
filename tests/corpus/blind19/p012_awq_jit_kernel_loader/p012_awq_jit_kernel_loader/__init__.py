"""AWQ int4 weight-only linear with an optional JIT-built CUDA GEMM."""
