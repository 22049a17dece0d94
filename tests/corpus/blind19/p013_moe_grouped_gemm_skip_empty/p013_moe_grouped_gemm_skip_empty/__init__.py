"""Sparse MoE block: top-k router + grouped expert GEMM (reference path)."""
