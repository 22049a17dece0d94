from .configuration import MultimodalConfig
from .modeling import MultimodalEmbedder

__all__ = ["MultimodalConfig", "MultimodalEmbedder"]
