from .conditioning import TextConditioner
from .embeddings import TimestepEmbedder
