from .cache_utils import Cache, DynamicCache, SlidingWindowCache
from .runner import DecodeRunner

__all__ = ["Cache", "DynamicCache", "SlidingWindowCache", "DecodeRunner"]
