from . import ops  # noqa: F401  registers corpus_s1299 ops
from .splade import SpladeEncoder

__all__ = ["SpladeEncoder"]
