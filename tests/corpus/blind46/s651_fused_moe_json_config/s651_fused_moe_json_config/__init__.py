"""Fused MoE layer with per-device tuned kernel configs (vLLM style)."""
from .layer import FusedMoE, MoEBlock

__all__ = ["FusedMoE", "MoEBlock"]
