"""Decoder-only embedding model (e5-mistral / gte-Qwen style) with pluggable pooling."""
from .config import EmbeddingConfig, PoolingType
from .model import DecoderEmbeddingModel

__all__ = ["EmbeddingConfig", "PoolingType", "DecoderEmbeddingModel"]
