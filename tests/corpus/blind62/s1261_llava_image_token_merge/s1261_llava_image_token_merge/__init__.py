from .configuration import LlavaConfig, VisionConfig
from .modeling_llava import LlavaForConditionalGeneration, compiled_model

__all__ = ["LlavaConfig", "VisionConfig", "LlavaForConditionalGeneration", "compiled_model"]
