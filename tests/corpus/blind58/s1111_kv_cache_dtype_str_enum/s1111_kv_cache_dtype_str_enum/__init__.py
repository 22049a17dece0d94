from .config import CacheConfig, KVCacheDtype, ModelConfig
from .model import TinyDecoderModel, compiled_model

__all__ = ["CacheConfig", "KVCacheDtype", "ModelConfig", "TinyDecoderModel", "compiled_model"]
