"""Punica-style segmented LoRA linear for multi-tenant decode."""
from .layer import LoRAColumnLinear, build_layer

__all__ = ["LoRAColumnLinear", "build_layer"]
