"""Logits processors for bad-words / min-tokens constraints."""
from .processors import ACTIVE_PROCESSORS, apply_logits_processors

__all__ = ["ACTIVE_PROCESSORS", "apply_logits_processors"]
