"""Decode step with a stop-string matcher implemented as a custom op."""
from . import stop_ops  # noqa: F401  (registers corpus_s189::match_stop)
