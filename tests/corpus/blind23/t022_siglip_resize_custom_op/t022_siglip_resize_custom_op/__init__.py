from .config import SiglipVisionConfig
from .modeling_siglip import SiglipVisionModel

__all__ = ["SiglipVisionConfig", "SiglipVisionModel"]
