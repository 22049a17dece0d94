"""Repetition / frequency / presence penalties applied on the sampler head."""
from .config import PenaltyConfig
from .penalties import apply_penalties, PenaltyHead

__all__ = ["PenaltyConfig", "apply_penalties", "PenaltyHead"]
