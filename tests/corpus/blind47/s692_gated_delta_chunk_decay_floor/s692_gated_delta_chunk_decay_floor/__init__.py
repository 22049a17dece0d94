"""Gated DeltaNet token mixer (Qwen3-Next / GDN style) with a torch reference chunk kernel."""
from .layer import GatedDeltaNet, GatedDeltaNetConfig

__all__ = ["GatedDeltaNet", "GatedDeltaNetConfig"]
