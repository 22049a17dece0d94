"""Swin-style window attention block used by the image encoder service."""
from .block import SwinBlock, compiled_block

__all__ = ["SwinBlock", "compiled_block"]
