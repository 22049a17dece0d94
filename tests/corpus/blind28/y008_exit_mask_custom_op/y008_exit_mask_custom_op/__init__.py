from . import ops  # registers corpus_y008::* ops
from .layer import PatienceExitEncoder

__all__ = ["ops", "PatienceExitEncoder"]
