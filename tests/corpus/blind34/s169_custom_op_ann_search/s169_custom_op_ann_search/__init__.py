"""Retrieval layer whose ANN search is an opaque custom op."""
from . import ops  # noqa: F401  (registers corpus_s169::ann_search)
