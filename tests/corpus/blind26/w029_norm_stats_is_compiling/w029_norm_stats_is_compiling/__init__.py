from .embedder import SentenceEmbedder

__all__ = ["SentenceEmbedder"]
