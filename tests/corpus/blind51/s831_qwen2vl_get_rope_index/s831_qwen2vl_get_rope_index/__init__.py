from .configuration_qwen2_vl import Qwen2VLConfig, Qwen2VLVisionConfig
from .modeling_qwen2_vl import Qwen2VLForConditionalGeneration

__all__ = ["Qwen2VLConfig", "Qwen2VLVisionConfig", "Qwen2VLForConditionalGeneration"]
