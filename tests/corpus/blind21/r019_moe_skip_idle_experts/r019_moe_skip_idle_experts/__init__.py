"""Sparse MoE blocks (HF-style token loop) with pluggable routing."""
from .qwen_moe import compiled_block

__all__ = ["compiled_block"]
