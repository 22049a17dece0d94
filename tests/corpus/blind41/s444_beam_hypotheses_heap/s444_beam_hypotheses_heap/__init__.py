from .beam_search import BeamSearchScorer

__all__ = ["BeamSearchScorer"]
