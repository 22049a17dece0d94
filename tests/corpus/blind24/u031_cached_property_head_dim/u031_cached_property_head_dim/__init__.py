"""Tiny decoder block with a lazily derived attention config."""
from .config import AttentionConfig
from .model import DecoderBlock, compiled

__all__ = ["AttentionConfig", "DecoderBlock", "compiled"]
