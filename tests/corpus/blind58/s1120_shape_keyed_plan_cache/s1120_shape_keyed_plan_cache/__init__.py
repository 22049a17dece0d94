from .keys import DiskCacheKey, ShapeKey
from .runner import NormRunner, forward_extend

__all__ = ["DiskCacheKey", "NormRunner", "ShapeKey", "forward_extend"]
