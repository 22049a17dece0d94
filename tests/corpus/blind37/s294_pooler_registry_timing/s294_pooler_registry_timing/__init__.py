from .poolers import POOLERS, get_pooler
from .embedder import embed

__all__ = ["POOLERS", "get_pooler", "embed"]
