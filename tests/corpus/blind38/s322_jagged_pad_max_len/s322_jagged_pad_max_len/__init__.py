"""Sequence-feature ranker over jagged (lengths + values) user histories."""
from . import jagged
from .model import HistoryRanker

__all__ = ["jagged", "HistoryRanker"]
