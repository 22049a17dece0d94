"""Pairwise preference scorer with a config-driven acceptance policy."""
from .pairwise import PairwiseScorer, compiled_pairwise  # noqa: F401
