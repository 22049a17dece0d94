"""Triton-style fused MoE, emulated with torch ops for CPU testing."""
