from .vision_transformer import Qwen2VisionTransformer, VisionConfig

__all__ = ["Qwen2VisionTransformer", "VisionConfig"]
