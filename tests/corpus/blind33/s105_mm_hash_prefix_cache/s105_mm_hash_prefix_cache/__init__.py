"""Multimodal model whose placeholder ids carry an image hash for prefix caching."""
from .model import build_model, compiled_model

__all__ = ["build_model", "compiled_model"]
