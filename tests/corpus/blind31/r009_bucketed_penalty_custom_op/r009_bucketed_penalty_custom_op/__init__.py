"""Reward scorer with a host-side bucketed length penalty wrapped as a custom op."""
from .scorer import penalized_scores  # noqa: F401
