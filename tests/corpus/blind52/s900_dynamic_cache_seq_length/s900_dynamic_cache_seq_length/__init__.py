from .cache_utils import DynamicCache
from .sink_cache import SinkCache
from .generation import step

__all__ = ["DynamicCache", "SinkCache", "step"]
