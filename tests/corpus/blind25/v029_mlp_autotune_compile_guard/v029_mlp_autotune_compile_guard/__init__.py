"""Gated MLP whose fused kernel picks tile configs from a shipped table or by tuning."""
from .runner import MLPRunner

__all__ = ["MLPRunner"]
