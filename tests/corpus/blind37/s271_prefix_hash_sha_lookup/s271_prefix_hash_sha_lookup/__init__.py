"""Prefix-cached attention with content-hashed KV blocks."""
from .hashing import BlockHasher
from .attention import prefix_attention_step

__all__ = ["BlockHasher", "prefix_attention_step"]
