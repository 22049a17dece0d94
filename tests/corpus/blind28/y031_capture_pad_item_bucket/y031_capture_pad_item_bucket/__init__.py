"""Decode runner that pads batches up to pre-captured sizes."""
from .runner import DecodeRunner, decode_step

__all__ = ["DecodeRunner", "decode_step"]
