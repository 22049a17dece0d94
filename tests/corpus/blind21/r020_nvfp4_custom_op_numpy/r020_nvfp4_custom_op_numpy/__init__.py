"""NVFP4 (E2M1 + per-16 block scales) linear backed by host-side custom ops."""
from .linear import forward_fp4

__all__ = ["forward_fp4"]
