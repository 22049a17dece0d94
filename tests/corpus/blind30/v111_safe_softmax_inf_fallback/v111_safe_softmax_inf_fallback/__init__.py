"""Attention block with numerically safe softmax helpers."""
from .attention import AttentionBlock, compiled_block

__all__ = ["AttentionBlock", "compiled_block"]
