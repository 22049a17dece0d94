from .errors import PositionOutOfRange
from .embeddings import LearnedPlusRotaryEmbedding, embed
