from .layer import SparseMoeBlock
from .router import TopKRouter

__all__ = ["SparseMoeBlock", "TopKRouter"]
