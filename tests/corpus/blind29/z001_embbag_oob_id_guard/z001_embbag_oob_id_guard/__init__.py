"""Per-feature EmbeddingBag tables with a pooled dense tower."""
from .model import SparseArch, compiled_sparse_arch

__all__ = ["SparseArch", "compiled_sparse_arch"]
