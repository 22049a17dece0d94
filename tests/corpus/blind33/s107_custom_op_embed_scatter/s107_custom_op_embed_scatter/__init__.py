"""Merged text/vision embedding with the scatter done by an opaque custom op."""
from .language_model import embed_multimodal

__all__ = ["embed_multimodal"]
