from .configuration import MoeConfig
from .moe import SparseMoeBlock

__all__ = ["MoeConfig", "SparseMoeBlock"]
