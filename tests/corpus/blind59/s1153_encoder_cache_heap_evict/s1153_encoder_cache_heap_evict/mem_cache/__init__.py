from .encoder_cache import EncoderEmbeddingCache
from .evict_policy import get_eviction_policy

__all__ = ["EncoderEmbeddingCache", "get_eviction_policy"]
