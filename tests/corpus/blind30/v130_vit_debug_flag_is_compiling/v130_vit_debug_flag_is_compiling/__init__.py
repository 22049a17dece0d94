from .settings import SETTINGS
from .encoder import ResolutionAdaptiveViT

__all__ = ["SETTINGS", "ResolutionAdaptiveViT"]
