from . import ops
from .embedding import PagedEmbedding, embed_tokens

__all__ = ["ops", "PagedEmbedding", "embed_tokens"]
