"""Tiny Qwen-VL style vision tower used by the serving worker."""
from .config import VisionConfig
from .encoder import VisionEncoder, compiled_encoder

__all__ = ["VisionConfig", "VisionEncoder", "compiled_encoder"]
