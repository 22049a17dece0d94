"""Bucketed GEMM tiling for a small MLP."""
from . import tiling
from .gemm import TiledLinear
from .runner import FeedForward, compiled

__all__ = ["tiling", "TiledLinear", "FeedForward", "compiled"]
