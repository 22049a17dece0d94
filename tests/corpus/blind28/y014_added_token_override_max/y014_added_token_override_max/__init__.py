from .added_tokens import AddedTokenRegistry
from .model import EmbeddingWithAddedTokens, build_model
from .loading import load_weights
