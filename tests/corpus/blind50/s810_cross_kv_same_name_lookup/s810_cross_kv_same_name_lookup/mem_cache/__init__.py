from .cross_kv_buffer import CrossKVBuffer
from .encoder_cache_manager import EncoderCacheManager

__all__ = ["CrossKVBuffer", "EncoderCacheManager"]
