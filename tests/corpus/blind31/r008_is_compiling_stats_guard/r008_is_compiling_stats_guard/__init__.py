"""Reward server that only collects eager-mode stats outside compiled graphs."""
from .server import forward_scores  # noqa: F401
