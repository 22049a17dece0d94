from .config import LlavaConfig
from .modeling import LlavaForConditionalGeneration

__all__ = ["LlavaConfig", "LlavaForConditionalGeneration"]
