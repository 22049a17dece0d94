from .vision_encoder import Qwen2VisionTransformer, VisionConfig
