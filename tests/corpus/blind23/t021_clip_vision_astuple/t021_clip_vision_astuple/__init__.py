from .configuration import VisionConfig
from .modeling_vision import VisionModel

__all__ = ["VisionConfig", "VisionModel"]
