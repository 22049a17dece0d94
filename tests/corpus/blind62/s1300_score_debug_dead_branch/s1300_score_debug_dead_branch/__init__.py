from .config import ScoreConfig
from .score_head import ScoreHead
from .serving import ScoreResponseBuilder

__all__ = ["ScoreConfig", "ScoreHead", "ScoreResponseBuilder"]
