from .configuration import MoEConfig
from .moe import SparseMoeBlock

__all__ = ["MoEConfig", "SparseMoeBlock"]
