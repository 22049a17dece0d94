from .beam_scorer import BeamScorer
from .runner import BeamSearchRunner

__all__ = ["BeamScorer", "BeamSearchRunner"]
