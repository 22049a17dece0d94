"""Grouped GEMM for MoE experts with a thread-safe, shape-keyed heuristic cache."""
