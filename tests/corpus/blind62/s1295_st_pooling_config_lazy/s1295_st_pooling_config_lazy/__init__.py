from .st_model import SentenceTransformerEmbedder

__all__ = ["SentenceTransformerEmbedder"]
