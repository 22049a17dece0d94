from .allocator import TokenToKVPoolAllocator
from .radix_cache import RadixCache

__all__ = ["TokenToKVPoolAllocator", "RadixCache"]
