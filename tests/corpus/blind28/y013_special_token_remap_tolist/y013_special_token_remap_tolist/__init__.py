from .special_tokens import SpecialTokenTable, DEFAULT_TABLE
from .embedder import RemappingEmbedder
from .loading import load_weights
