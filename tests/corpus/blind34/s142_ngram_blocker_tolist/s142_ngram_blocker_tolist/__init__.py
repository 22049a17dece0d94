from .scorer import NBestScorer

__all__ = ["NBestScorer"]
