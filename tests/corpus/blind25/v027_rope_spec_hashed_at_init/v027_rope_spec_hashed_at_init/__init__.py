"""Rotary embedding whose kernel module is resolved from a hashed spec at build time."""
from .rotary import RotaryEmbedding, rotary_embedding

__all__ = ["RotaryEmbedding", "rotary_embedding"]
