"""Text+image embedding merge for a LLaVA-style serving model."""
from .merge import MergedEmbedder

__all__ = ["MergedEmbedder"]
