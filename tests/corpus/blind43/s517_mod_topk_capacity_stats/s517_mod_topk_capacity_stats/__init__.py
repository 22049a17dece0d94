"""Mixture-of-depths with a fixed per-block capacity (top-k over tokens)."""
from .model import MoDTransformer, compiled_model

__all__ = ["MoDTransformer", "compiled_model"]
