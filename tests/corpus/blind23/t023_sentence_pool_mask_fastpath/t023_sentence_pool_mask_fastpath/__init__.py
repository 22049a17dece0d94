from .config import EmbedderConfig
from .model import SentenceEmbedder
from .pooling import POOLING_REGISTRY, register_pooling

__all__ = ["EmbedderConfig", "SentenceEmbedder", "POOLING_REGISTRY", "register_pooling"]
