"""Tensor-parallel transformer block (single-process friendly)."""
