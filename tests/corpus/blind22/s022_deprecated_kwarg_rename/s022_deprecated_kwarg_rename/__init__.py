from .cache import DynamicCache
from .utils import deprecate_kwarg

__all__ = ["DynamicCache", "deprecate_kwarg"]
