from .model import CachedEmbedder, compiled_embedder

__all__ = ["CachedEmbedder", "compiled_embedder"]
