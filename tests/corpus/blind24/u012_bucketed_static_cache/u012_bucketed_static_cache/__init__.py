from .cache_utils import Cache, BucketedStaticCache
from .runner import DecodeRunner

__all__ = ["Cache", "BucketedStaticCache", "DecodeRunner"]
