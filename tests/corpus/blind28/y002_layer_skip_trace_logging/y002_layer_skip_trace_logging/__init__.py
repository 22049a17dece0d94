from .skipping import SkipScheduler
from .decoder import SkippingDecoder

__all__ = ["SkipScheduler", "SkippingDecoder"]
