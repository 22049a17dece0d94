"""Tiny decoder block with activation sanity checks."""
from .config import BlockConfig
from .block import DecoderBlock

__all__ = ["BlockConfig", "DecoderBlock"]
