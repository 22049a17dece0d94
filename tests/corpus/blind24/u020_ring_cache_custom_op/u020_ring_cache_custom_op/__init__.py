from .ops import ring_write
from .sliding_decoder import SlidingWindowDecoder

__all__ = ["ring_write", "SlidingWindowDecoder"]
