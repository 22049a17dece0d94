from .cache import CachedTableBase
from .tables import HotRowEmbeddingBag

__all__ = ["CachedTableBase", "HotRowEmbeddingBag"]
