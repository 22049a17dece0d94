"""Codec runtime that caches codebooks pre-multiplied by their output projection."""
from .runtime import CodecRuntime

__all__ = ["CodecRuntime"]
