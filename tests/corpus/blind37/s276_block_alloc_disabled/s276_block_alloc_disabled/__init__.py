from .allocator import BlockPool
from .model import PagedDecoder

__all__ = ["BlockPool", "PagedDecoder"]
