from .config import PoolerConfig, PoolingType
from .runner import EmbeddingRunner

__all__ = ["PoolerConfig", "PoolingType", "EmbeddingRunner"]
