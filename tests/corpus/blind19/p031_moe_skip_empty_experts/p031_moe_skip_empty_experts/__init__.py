"""Tiny sparse mixture-of-experts block (reference, non-fused path)."""
from .config import MoEConfig

__all__ = ["MoEConfig"]
