from .config import VisionEncoderConfig
from .encoder import SiglipVisionEncoder, vision_encoder

__all__ = ["VisionEncoderConfig", "SiglipVisionEncoder", "vision_encoder"]
