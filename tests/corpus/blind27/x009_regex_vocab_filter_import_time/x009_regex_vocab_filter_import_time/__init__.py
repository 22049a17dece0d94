"""Regex-based vocab filtering (e.g. 'no digits', 'ascii only') precomputed per tokenizer."""
from .vocab import TOY_VOCAB, VocabFilter
from .head import FilteredHead, filtered_head

__all__ = ["TOY_VOCAB", "VocabFilter", "FilteredHead", "filtered_head"]
