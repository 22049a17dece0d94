from .configuration import HybridGemmaConfig
from .modeling import HybridGemmaModel

__all__ = ["HybridGemmaConfig", "HybridGemmaModel"]
