from .kv_cache import BlockAllocator, PagedKVCache
from .decode import DecoderLayer, decode_step

__all__ = ["BlockAllocator", "PagedKVCache", "DecoderLayer", "decode_step"]
