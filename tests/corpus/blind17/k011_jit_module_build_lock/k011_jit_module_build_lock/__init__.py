"""Sampling kernels loaded through a JIT module cache (flashinfer-style)."""
