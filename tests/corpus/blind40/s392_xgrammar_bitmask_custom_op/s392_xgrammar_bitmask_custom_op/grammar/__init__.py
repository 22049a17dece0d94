from .bitmask_ops import apply_token_bitmask, bitmask_words
from .matcher import GrammarMatcher, allocate_token_bitmask

__all__ = ["GrammarMatcher", "allocate_token_bitmask", "apply_token_bitmask", "bitmask_words"]
