from .pooler import EmbeddingPooler, PoolingConfig

__all__ = ["EmbeddingPooler", "PoolingConfig"]
