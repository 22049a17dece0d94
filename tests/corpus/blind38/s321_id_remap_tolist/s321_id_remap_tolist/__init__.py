"""Ranking model with a raw-id -> row remapping table."""
from .ranker import RemapRanker, build_ranker

__all__ = ["RemapRanker", "build_ranker"]
