"""Fused MLP block that borrows scratch buffers from a per-thread workspace pool."""
from .mlp import GatedMLP, compiled_mlp

__all__ = ["GatedMLP", "compiled_mlp"]
