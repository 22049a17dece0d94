"""Greedy decode step with stop-token tracking."""
from .decode import decode_step  # noqa: F401
