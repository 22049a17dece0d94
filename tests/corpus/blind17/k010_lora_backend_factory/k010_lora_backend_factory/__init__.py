"""LoRA manager with pluggable GEMM backends and an adapter memory pool."""
