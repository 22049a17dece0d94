from .model import LlavaConfig, LlavaForConditionalGeneration

__all__ = ["LlavaConfig", "LlavaForConditionalGeneration"]
