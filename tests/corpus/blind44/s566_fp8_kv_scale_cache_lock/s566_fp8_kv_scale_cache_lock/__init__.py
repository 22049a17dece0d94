from .kv_cache import Fp8KVCacheWriter
