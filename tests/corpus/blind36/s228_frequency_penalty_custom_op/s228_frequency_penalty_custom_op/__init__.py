from . import ops  # registers corpus_s228::apply_penalties
from .head import PenalizedLMHead, head

__all__ = ["ops", "PenalizedLMHead", "head"]
