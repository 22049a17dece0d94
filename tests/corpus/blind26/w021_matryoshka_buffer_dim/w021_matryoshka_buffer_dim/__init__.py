"""Matryoshka embedding head with a switchable output dimension."""
from .config import EmbeddingHeadConfig
from .head import EmbeddingHead

__all__ = ["EmbeddingHeadConfig", "EmbeddingHead"]
