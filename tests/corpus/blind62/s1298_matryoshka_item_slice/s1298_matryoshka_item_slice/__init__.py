from .metadata import PoolingMetadata
from .embedding_pooler import DispatchPooler

__all__ = ["PoolingMetadata", "DispatchPooler"]
