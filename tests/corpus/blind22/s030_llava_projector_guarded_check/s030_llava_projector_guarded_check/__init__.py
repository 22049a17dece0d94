from .configuration import VisionLanguageConfig
from .modeling import MultiModalProjector, VisionLanguageModel

__all__ = ["VisionLanguageConfig", "MultiModalProjector", "VisionLanguageModel"]
