"""Hashed cross-features for a wide&deep CTR model."""
from . import hashing  # noqa: F401  (registers the custom op)
