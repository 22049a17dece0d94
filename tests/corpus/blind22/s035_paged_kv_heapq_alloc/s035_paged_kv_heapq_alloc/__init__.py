from .block_pool import BlockPool
from .kv_cache import PagedKVCache
from .prefill import prefill

__all__ = ["BlockPool", "PagedKVCache", "prefill"]
