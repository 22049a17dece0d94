"""Tiny Qwen2-VL-style language model with multimodal rotary position ids."""
from .config import VLTextConfig
from .model import TinyVLTextModel, compiled_text_model

__all__ = ["VLTextConfig", "TinyVLTextModel", "compiled_text_model"]
