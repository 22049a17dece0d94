from .cache_utils import Cache, DynamicCache, StaticCache

__all__ = ["Cache", "DynamicCache", "StaticCache"]
