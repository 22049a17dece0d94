from .profiles import DepthProfileStore
from .runner import AdaptiveDepthRunner

__all__ = ["DepthProfileStore", "AdaptiveDepthRunner"]
