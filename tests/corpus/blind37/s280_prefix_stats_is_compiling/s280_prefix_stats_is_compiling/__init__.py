from .config import CacheConfig
from .model import PrefixAwareDecoder, decode

__all__ = ["CacheConfig", "PrefixAwareDecoder", "decode"]
