"""Hashed multi-feature ranker with pluggable interaction layers."""
from .registry import INTERACTIONS, register_interaction
from . import interactions  # noqa: F401  (populates the registry)
