"""Adaptive token merging (ToMe-style) for dynamic-resolution ViTs."""
from .encoder import AdaptiveViTEncoder, build_encoder

__all__ = ["AdaptiveViTEncoder", "build_encoder"]
