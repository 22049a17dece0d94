"""Embedding model with a configurable pooling head."""
from .model import EMBED_MODEL, EmbeddingModel, embed
from .pooler import PoolingType, build_pooler

__all__ = ["EMBED_MODEL", "EmbeddingModel", "embed", "PoolingType", "build_pooler"]
