from .block_pool import BlockPool, BlockPoolStats
from .manager import KVCacheManager

__all__ = ["BlockPool", "BlockPoolStats", "KVCacheManager"]
