from .tokens import SpecialTokenMap, CHAT_TEMPLATE_META
from .embedder import MultimodalEmbedder

__all__ = ["SpecialTokenMap", "CHAT_TEMPLATE_META", "MultimodalEmbedder"]
