from .pooler import Pooler, PoolerConfig
from .model import GteEmbeddingModel

__all__ = ["Pooler", "PoolerConfig", "GteEmbeddingModel"]
