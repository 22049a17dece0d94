"""xgrammar-style packed vocab bitmasks applied through a registered op."""
from . import bitmask_ops  # noqa: F401  (registers corpus_x004::apply_token_bitmask)
from .grammar import GrammarMatcherPool
from .structured import StructuredOutputHead, structured_forward

__all__ = ["GrammarMatcherPool", "StructuredOutputHead", "structured_forward"]
