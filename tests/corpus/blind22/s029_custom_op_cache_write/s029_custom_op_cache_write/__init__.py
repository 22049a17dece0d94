from .cache import StaticCache
from .ops import cache_write

__all__ = ["StaticCache", "cache_write"]
