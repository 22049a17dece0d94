from .buckets import get_bucketer, register_bucketer
from .step import step

__all__ = ["get_bucketer", "register_bucketer", "step"]
