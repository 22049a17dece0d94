from . import ops  # registers corpus_v129::* ops
from .blocks import SparseWindowBlock

__all__ = ["ops", "SparseWindowBlock"]
