from .base import MultiModalMixin
from .llava import LlavaConfig, TinyLlava

__all__ = ["MultiModalMixin", "LlavaConfig", "TinyLlava"]
