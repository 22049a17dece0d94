"""Length-penalised reward scorer configured from a (legacy-compatible) dict."""
from .scorer import LengthPenalizedScorer, compiled_scorer  # noqa: F401
