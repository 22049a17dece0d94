from . import ops  # registers corpus_s299 ops
from .ranker import rerank_scores

__all__ = ["ops", "rerank_scores"]
