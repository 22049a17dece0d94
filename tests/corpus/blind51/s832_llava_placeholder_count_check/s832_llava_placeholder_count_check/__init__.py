from .configuration_llava import LlavaConfig
from .modeling_llava import LlavaForConditionalGeneration

__all__ = ["LlavaConfig", "LlavaForConditionalGeneration"]
