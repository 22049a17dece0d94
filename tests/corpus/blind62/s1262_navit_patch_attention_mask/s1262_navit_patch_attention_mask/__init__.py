from .config import Idefics2VisionConfig
from .vision_encoder import Idefics2VisionTransformer

__all__ = ["Idefics2VisionConfig", "Idefics2VisionTransformer"]
