"""Layers that resolve their kernels through a lazily populated op registry."""
from .registry import OPS

__all__ = ["OPS"]
