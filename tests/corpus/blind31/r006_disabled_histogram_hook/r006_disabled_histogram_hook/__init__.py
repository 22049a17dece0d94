"""Reward serving engine that exports a live score histogram."""
from .engine import score_step  # noqa: F401
