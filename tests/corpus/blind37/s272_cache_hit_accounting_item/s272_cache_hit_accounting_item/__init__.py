from .stats import PrefixCacheStats
from .runner import DecodeRunner, decode_step

__all__ = ["PrefixCacheStats", "DecodeRunner", "decode_step"]
