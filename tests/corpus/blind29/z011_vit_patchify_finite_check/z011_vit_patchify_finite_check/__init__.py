"""Tiny ViT image encoder with in-model preprocessing."""
from .encoder import VisionEncoder, compiled_encoder

__all__ = ["VisionEncoder", "compiled_encoder"]
