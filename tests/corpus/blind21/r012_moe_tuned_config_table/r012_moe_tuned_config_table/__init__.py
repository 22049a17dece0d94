"""Fused MoE with per-device tuned kernel configs (vLLM-style config table)."""
from .fused_moe import fused_moe_forward

__all__ = ["fused_moe_forward"]
