from .lru import BlockLRU, touches_blocks
from .layer import CachedPrefixLayer, compiled_layer

__all__ = ["BlockLRU", "touches_blocks", "CachedPrefixLayer", "compiled_layer"]
